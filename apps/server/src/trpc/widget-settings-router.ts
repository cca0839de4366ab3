// The agent page's widget settings (R-WSP-5, R-WSP-6): where its prototype and Demo links point.
import { agencyDomainOfOwner } from '@parley/agencies/application/agent-agency-domain';
import { requireManagedAgent } from '@parley/agents/application/require-managed-agent';
import { ZRegion } from '@parley/contract/auth';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

const ZAgentRef = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

export const widgetSettingsRouter = router({
  /** Anyone who may open the agent page (the workspace, or a client with any tab of it). */
  links: agentProcedure.input(ZAgentRef).query(async ({ ctx, input }) => {
    const actor = await actorFor(ctx, input, 'any');
    const located = await requireManagedAgent(ctx.deps.ctx, actor, input, 'any');
    return {
      region: located.region,
      agencyDomain: await agencyDomainOfOwner(ctx.deps.ctx, located.row.ownerID),
    };
  }),
});
