// The inbox (issue 6): an agent's conversations and what a team member does with them. The agent's
// workspace people, and the agency's client users with the Conversations section (R-APS-5).
import { getAgent } from '@parley/agents/application/read-agents';
import { ZRegion } from '@parley/contract/auth';
import { ZConversationKey, ZInboxFilter } from '@parley/contract/conversations';
import { agentActivity } from '@parley/conversations/application/agent-activity';
import { cannedResponsesFor } from '@parley/conversations/application/canned-responses';
import { publicViewOf } from '@parley/conversations/application/conversation-view';
import { getConversation, listConversations } from '@parley/conversations/application/read-conversations';
import {
  CONVOS,
  endConversation,
  handBack,
  replyAsTeam,
  setManualControl,
  setTags,
  takeOver,
} from '@parley/conversations/application/team-actions';
import { teamIdentityOf } from '@parley/conversations/application/team-identity';
import { withoutDebug } from '@parley/conversations/domain/debug-messages';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

/** The client Home page (R-APS-6): a summary for clients with /home, and for the workspace. */
const HOME = ['home'];

export const conversationsRouter = router({
  activity: agentProcedure.input(ZKey).query(async ({ ctx, input }) => {
    const actor = await actorFor(ctx, input, HOME);
    const { region } = await getAgent(ctx.deps.ctx, actor, input.agentId, input.region, HOME);
    return agentActivity(ctx.deps.ctx.dbs[region].db, input.agentId, Date.now());
  }),

  list: agentProcedure
    .input(ZKey.extend({ filter: ZInboxFilter.optional() }))
    .query(async ({ ctx, input }) => {
      const actor = await actorFor(ctx, input, CONVOS);
      const { region } = await getAgent(ctx.deps.ctx, actor, input.agentId, input.region, CONVOS);
      const me = (await teamIdentityOf(ctx.deps.ctx, actor)).id;
      return listConversations(ctx.deps.ctx.dbs[region].db, input.agentId, input.filter, me);
    }),

  get: agentProcedure.input(ZConversationKey).query(async ({ ctx, input }) => {
    const actor = await actorFor(ctx, input, CONVOS);
    const { region } = await getAgent(ctx.deps.ctx, actor, input.agentId, input.region, CONVOS);
    const detail = await getConversation(ctx.deps.ctx.dbs[region].db, input.agentId, input.userId);
    // R-WCV-3: debug messages are the workspace's; client users never receive them.
    return actor.kind === 'client' ? { ...detail, turns: withoutDebug(detail.turns) } : detail;
  }),

  /** Who the caller is in assignee terms ('account:<id>' / 'client:<id>'), for "assigned to me". */
  me: agentProcedure
    .input(ZKey)
    .query(async ({ ctx, input }) => teamIdentityOf(ctx.deps.ctx, await actorFor(ctx, input, CONVOS))),

  takeOver: agentProcedure
    .input(ZConversationKey)
    .mutation(async ({ ctx, input }) =>
      publicViewOf(ctx.deps.ctx, await takeOver(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input)),
    ),
  handBack: agentProcedure
    .input(ZConversationKey)
    .mutation(async ({ ctx, input }) =>
      publicViewOf(ctx.deps.ctx, await handBack(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input)),
    ),
  end: agentProcedure
    .input(ZConversationKey)
    .mutation(async ({ ctx, input }) =>
      publicViewOf(
        ctx.deps.ctx,
        await endConversation(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input),
      ),
    ),
  setManualControl: agentProcedure
    .input(ZConversationKey.extend({ on: z.boolean() }))
    .mutation(async ({ ctx, input }) =>
      publicViewOf(
        ctx.deps.ctx,
        await setManualControl(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input, input.on),
      ),
    ),
  reply: agentProcedure
    .input(
      ZConversationKey.extend({
        text: z.string().max(10_000),
        attachments: z
          .array(z.object({ fileName: z.string().max(200), url: z.string().max(2048).url() }))
          .max(10)
          .optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { turn, snapshot } = await replyAsTeam(
        ctx.deps.ctx,
        await actorFor(ctx, input, CONVOS),
        input,
        input,
      );
      return { turn, conversation: await publicViewOf(ctx.deps.ctx, snapshot) };
    }),
  setTags: agentProcedure
    .input(ZConversationKey.extend({ tags: z.array(z.string().max(100)).max(50) }))
    .mutation(async ({ ctx, input }) =>
      setTags(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input, input.tags),
    ),
  /** The organisation's canned responses and tags for this agent (when it enables them). */
  cannedResponses: agentProcedure
    .input(ZKey)
    .query(async ({ ctx, input }) =>
      cannedResponsesFor(ctx.deps.ctx, await actorFor(ctx, input, CONVOS), input),
    ),
});
