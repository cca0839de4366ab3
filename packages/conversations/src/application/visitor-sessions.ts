// A visitor's sessions (R-WTB-10..13): a restart opens a new one, a past one can be selected again
// (the rollback call), and the widget shows the selected session only; the inbox shows them all.
import type { Database } from '@parley/db/connect';
import type { DataContext } from '@parley/db/context';
import { conversationTurns } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import { announce } from '@parley/live/live-bus';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { and, eq } from 'drizzle-orm';
import type { ConversationRow } from '../infrastructure/conversation-repo';
import { lockConversation, type Tx, writeConversation } from '../infrastructure/handoff-repo';
import type { ConversationKey } from './change-handoff';

/** A session starts with the AI at the flow's start, nobody assigned and nothing pending. */
export const freshSessionColumns = (sessionId: string) =>
  ({
    sessionId,
    state: 'ai-chatting',
    nodesInfo: {},
    chatAssignedTo: null,
    assigneeName: null,
    handoffDeadline: null,
    handoffRequestedAt: null,
    manualControl: false,
  }) satisfies Partial<ConversationRow>;

async function sessionHasTurns(tx: Tx | Database, key: ConversationKey, sessionId: string) {
  const rows = await tx
    .select({ id: conversationTurns.id })
    .from(conversationTurns)
    .where(
      and(
        eq(conversationTurns.agentId, key.agentId),
        eq(conversationTurns.userId, key.userId),
        eq(conversationTurns.sessionId, sessionId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * 'New Chat' and the restart button: the next turns go to a new session, unless the current one is
 * still empty. Returns whether a session was opened (nothing to do for a visitor who never wrote).
 */
export function startNewSession(ctx: DataContext, key: ConversationKey): Promise<boolean> {
  return ctx.dbs[key.region].db.transaction(async (tx) => {
    const row = await lockConversation(tx, key.agentId, key.userId);
    if (!row || !(await sessionHasTurns(tx, key, row.sessionId))) return false;
    await writeConversation(tx, key, { ...freshSessionColumns(randomId(16)), lastModified: Date.now() });
    await announce(tx, {
      kind: 'conversation',
      agentId: key.agentId,
      userId: key.userId,
      region: key.region,
    });
    return true;
  });
}

/** R-WTB-13: the rollback call selects a past session; the visitor carries on in it with the AI. */
export function selectSession(ctx: DataContext, key: ConversationKey, sessionId: string): Promise<void> {
  return ctx.dbs[key.region].db.transaction(async (tx) => {
    const row = await lockConversation(tx, key.agentId, key.userId);
    if (!row || !(await sessionHasTurns(tx, key, sessionId)))
      throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.sessionNotFound);
    if (row.sessionId === sessionId) return;
    await writeConversation(tx, key, { ...freshSessionColumns(sessionId), lastModified: Date.now() });
    await announce(tx, {
      kind: 'conversation',
      agentId: key.agentId,
      userId: key.userId,
      region: key.region,
    });
  });
}
