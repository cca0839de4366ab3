// Dashboard analytics events: agent tab clicks (R-APS-12).
import { countTabClicks } from '@parley/analytics/application/count-tab-clicks';
import { recordDashboardEvent } from '@parley/analytics/application/record-dashboard-event';
import { ZRegion } from '@parley/contract/auth';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router, sessionProcedure } from './trpc';

const ZAgentKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

export const analyticsRouter = router({
  // The tab name is checked by the use case, so a refusal carries one clear message.
  recordTabClick: agentProcedure
    .input(ZAgentKey.extend({ tab: z.string().max(100) }))
    .mutation(async ({ ctx, input }) =>
      recordDashboardEvent(ctx.deps.ctx, await actorFor(ctx, input, 'any'), {
        agentId: input.agentId,
        region: input.region,
        kind: 'tab_click',
        payload: { tab: input.tab },
      }),
    ),
  tabClicks: sessionProcedure
    .input(ZAgentKey)
    .query(({ ctx, input }) => countTabClicks(ctx.deps.ctx, ctx.principal, input)),
});
