// Dashboard procedures on an agent's conversations: its owner, or a client with the agent and /convos.
import { getAgent } from '@parley/agents/application/read-agents';
import { ZRegion } from '@parley/contract/auth';
import { agentActivity } from '@parley/conversations/application/agent-activity';
import { getConversation, listConversations } from '@parley/conversations/application/read-conversations';
import { unixSeconds } from '@parley/kernel/time';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

/** The Conversations tab's client access-list section (R-APS-5). */
const CONVOS = ['convos'];
const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

/** The client Home page (R-APS-6): a summary for clients with /home, and for the workspace. */
const HOME = ['home'];

export const conversationsRouter = router({
  activity: agentProcedure.input(ZKey).query(async ({ ctx, input }) => {
    const actor = await actorFor(ctx, input, HOME);
    const { region } = await getAgent(ctx.deps.ctx, actor, input.agentId, input.region, HOME);
    return agentActivity(ctx.deps.ctx.dbs[region].db, input.agentId, unixSeconds());
  }),
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
