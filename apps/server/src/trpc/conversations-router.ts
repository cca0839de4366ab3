// Dashboard procedures on an agent's conversations; only the agent's owner may read them.
import { getAgent } from '@parley/agents/application/read-agents';
import { ZRegion } from '@parley/contract/auth';
import { getConversation, listConversations } from '@parley/conversations/application/read-conversations';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

export const conversationsRouter = router({
  list: sessionProcedure.input(ZKey).query(async ({ ctx, input }) => {
    const { region } = await getAgent(ctx.deps.ctx, ctx.principal, input.agentId, input.region);
    return listConversations(ctx.deps.ctx.dbs[region].db, input.agentId);
  }),
  get: sessionProcedure
    .input(ZKey.extend({ userId: z.string().min(1).max(128) }))
    .query(async ({ ctx, input }) => {
      const { region } = await getAgent(ctx.deps.ctx, ctx.principal, input.agentId, input.region);
      return getConversation(ctx.deps.ctx.dbs[region].db, input.agentId, input.userId);
    }),
});
