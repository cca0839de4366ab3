// Dashboard procedures on an agent's conversations: its owner, or a client with the agent and /convos.
import { getAgent } from '@parley/agents/application/read-agents';
import { ZRegion } from '@parley/contract/auth';
import { getConversation, listConversations } from '@parley/conversations/application/read-conversations';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

/** The Conversations tab's client access-list section (R-APS-5). */
const CONVOS = ['convos'];
const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

export const conversationsRouter = router({
  list: agentProcedure.input(ZKey).query(async ({ ctx, input }) => {
    const { region } = await getAgent(
      ctx.deps.ctx,
      await actorFor(ctx, input, CONVOS),
      input.agentId,
      input.region,
      CONVOS,
    );
    return listConversations(ctx.deps.ctx.dbs[region].db, input.agentId);
  }),
  get: agentProcedure
    .input(ZKey.extend({ userId: z.string().min(1).max(128) }))
    .query(async ({ ctx, input }) => {
      const { region } = await getAgent(
        ctx.deps.ctx,
        await actorFor(ctx, input, CONVOS),
        input.agentId,
        input.region,
        CONVOS,
      );
      return getConversation(ctx.deps.ctx.dbs[region].db, input.agentId, input.userId);
    }),
});
