// What a team member does in the inbox (issue 6): take a conversation over, reply (the AI stays silent),
// hand it back, end it, take manual control, tag it. Workspace people and the agency's client users with
// the Conversations section may act (R-APS-5); anyone else reads the conversation as missing.
import { type AgentActor, canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { TTurn } from '@parley/contract/chat';
import type { DataContext } from '@parley/db/context';
import { organisations } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { announce } from '@parley/live/live-bus';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { sql } from 'drizzle-orm';
import { firstNameOf, type HandoffSnapshot } from '../domain/handoff-state';
import { findConversation, insertTurns } from '../infrastructure/conversation-repo';
import { lockConversation, writeConversation } from '../infrastructure/handoff-repo';
import { type ConversationKey, changeHandoff, changeHandoffIn } from './change-handoff';
import { snapshotOf } from './conversation-snapshot';
import { type TeamIdentity, teamIdentityOf } from './team-identity';

export const CONVOS = ['convos'];

export interface ConversationRef {
  agentId: string;
  userId: string;
  region?: Region;
}

/** The conversation and its agent, for an actor who may work on the agent's conversations. */
export async function requireTeamConversation(ctx: DataContext, actor: AgentActor, ref: ConversationRef) {
  const located = await locateAgent(ctx, ref.agentId, ref.region);
  if (!located || !canManageAgent(actor, { id: located.row.id, ownerID: located.row.ownerID }, CONVOS))
    throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
  const key: ConversationKey = { region: located.region, agentId: located.row.id, userId: ref.userId };
  const convo = await findConversation(ctx.dbs[key.region].db, key.agentId, key.userId);
  if (!convo) throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
  return { key, agent: located.row, convo };
}

function refuse(outcome: { reason: string }, snapshot: HandoffSnapshot): never {
  if (outcome.reason === 'taken')
    throw new AppError('CONFLICT', HANDOFF_MESSAGES.alreadyTaken(snapshot.assignee?.name || 'Someone'));
  if (outcome.reason === 'not-yours') throw new AppError('FORBIDDEN', HANDOFF_MESSAGES.notYours);
  throw new AppError('CONFLICT', HANDOFF_MESSAGES.notWaiting);
}

/** R-HND-4: assign to me (answering a request, or taking over from the AI). */
export async function takeOver(
  ctx: DataContext,
  actor: AgentActor,
  ref: ConversationRef,
): Promise<HandoffSnapshot> {
  const { key } = await requireTeamConversation(ctx, actor, ref);
  const me = await teamIdentityOf(ctx, actor);
  const { outcome, snapshot } = await changeHandoff(ctx, key, {
    type: 'assign',
    assignee: { id: me.id, name: me.name },
  });
  if (!outcome.changed && outcome.reason !== 'already') refuse(outcome, snapshot);
  return snapshot;
}

export async function handBack(
  ctx: DataContext,
  actor: AgentActor,
  ref: ConversationRef,
): Promise<HandoffSnapshot> {
  const { key } = await requireTeamConversation(ctx, actor, ref);
  const me = await teamIdentityOf(ctx, actor);
  const { outcome, snapshot } = await changeHandoff(ctx, key, { type: 'hand-back', by: me.id });
  if (!outcome.changed) refuse(outcome, snapshot);
  return snapshot;
}

/** Ends the conversation; the visitor sees the end of chat (R-WRT: 'Start New Conversation'). */
export async function endConversation(
  ctx: DataContext,
  actor: AgentActor,
  ref: ConversationRef,
): Promise<HandoffSnapshot> {
  const { key, convo } = await requireTeamConversation(ctx, actor, ref);
  return ctx.dbs[key.region].db.transaction(async (tx) => {
    const { outcome, snapshot } = await changeHandoffIn(tx, key, { type: 'end' });
    if (!outcome.changed) refuse(outcome, snapshot);
    await insertTurns(tx, { agentId: key.agentId, userId: key.userId, sessionId: convo.sessionId }, [
      { from: 'bot', messages: [{ type: 'end' }], ts: Date.now(), sources: [] },
    ]);
    return snapshot;
  });
}

/** R-HND-8: manual control keeps the AI silent whatever the state. */
export async function setManualControl(
  ctx: DataContext,
  actor: AgentActor,
  ref: ConversationRef,
  on: boolean,
) {
  const { key } = await requireTeamConversation(ctx, actor, ref);
  return (await changeHandoff(ctx, key, { type: 'manual-control', on })).snapshot;
}

/** A team member's message to the visitor; replying takes the conversation over when nobody has it. */
export async function replyAsTeam(
  ctx: DataContext,
  actor: AgentActor,
  ref: ConversationRef,
  body: { text: string; attachments?: { fileName: string; url: string }[] },
): Promise<{ turn: TTurn; snapshot: HandoffSnapshot }> {
  const text = body.text.trim();
  const attachments = body.attachments ?? [];
  if (!text && attachments.length === 0) throw new AppError('BAD_REQUEST', HANDOFF_MESSAGES.emptyReply);
  const { key } = await requireTeamConversation(ctx, actor, ref);
  const me = await teamIdentityOf(ctx, actor);
  return ctx.dbs[key.region].db.transaction(async (tx) => {
    const row = await lockConversation(tx, key.agentId, key.userId);
    if (!row) throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
    let snapshot = snapshotOf(row);
    if (snapshot.assignee?.id !== me.id) {
      const { outcome, snapshot: next } = await changeHandoffIn(tx, key, {
        type: 'assign',
        assignee: { id: me.id, name: me.name },
      });
      if (!outcome.changed && outcome.reason !== 'already') refuse(outcome, next);
      snapshot = next;
    }
    const turn = teamTurn(me, text, attachments, Date.now());
    await insertTurns(tx, { agentId: key.agentId, userId: key.userId, sessionId: row.sessionId }, [turn]);
    await writeConversation(tx, key, { lastModified: turn.ts });
    await announce(tx, {
      kind: 'conversation',
      agentId: key.agentId,
      userId: key.userId,
      region: key.region,
    });
    return { turn, snapshot };
  });
}

/** A team member's turn: bot-side, marked with who wrote it (the widget shows their name and photo). */
export function teamTurn(
  me: TeamIdentity,
  text: string,
  attachments: { fileName: string; url: string }[],
  ts: number,
): TTurn {
  const sender = {
    kind: 'human',
    id: me.id,
    name: me.name,
    firstName: firstNameOf(me.name),
    photoURL: me.photoURL,
  };
  const escapeLabel = (s: string) => s.replace(/[[\]]/g, '');
  return {
    from: 'bot',
    messages: [
      ...(text ? [{ type: 'text', payload: { message: text }, sender }] : []),
      ...attachments.map((a) => ({
        type: 'text',
        payload: { message: `[${escapeLabel(a.fileName)}](${a.url})` },
        sender,
      })),
    ],
    ts,
    sources: [],
  };
}

/** Tags from the organisation's predefinedTags; only those when disallowAnyTags (issue 6). */
export async function setTags(ctx: DataContext, actor: AgentActor, ref: ConversationRef, tags: string[]) {
  const { key } = await requireTeamConversation(ctx, actor, ref);
  const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))].slice(0, 50);
  const [org] = await ctx.dbs[key.region].db
    .select({ doc: organisations.doc })
    .from(organisations)
    .where(sql`${organisations.widgetIDs} @> ${JSON.stringify([key.agentId])}::jsonb`)
    .limit(1);
  const predefined = Array.isArray(org?.doc.predefinedTags) ? (org.doc.predefinedTags as string[]) : [];
  if (org?.doc.disallowAnyTags === true) {
    const bad = clean.find((t) => !predefined.includes(t));
    if (bad !== undefined) throw new AppError('BAD_REQUEST', HANDOFF_MESSAGES.tagNotAllowed(bad));
  }
  await ctx.dbs[key.region].db.transaction(async (tx) => {
    await writeConversation(tx, key, { tags: clean });
    await announce(tx, {
      kind: 'conversation',
      agentId: key.agentId,
      userId: key.userId,
      region: key.region,
    });
  });
  return { tags: clean };
}
