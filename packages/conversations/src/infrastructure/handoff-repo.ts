// The handoff columns of a conversation: read under a row lock, written in the same transaction.
import type { Database } from '@parley/db/connect';
import { conversations } from '@parley/db/schema';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { ConversationRow } from './conversation-repo';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function lockConversation(
  tx: Tx,
  agentId: string,
  userId: string,
): Promise<ConversationRow | undefined> {
  return (
    await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
      .limit(1)
      .for('update')
  )[0];
}

export async function writeConversation(
  tx: Tx,
  key: { agentId: string; userId: string },
  patch: Partial<Omit<ConversationRow, 'agentId' | 'userId'>>,
): Promise<void> {
  await tx
    .update(conversations)
    .set(patch)
    .where(and(eq(conversations.agentId, key.agentId), eq(conversations.userId, key.userId)));
}

/** Requests whose deadline passed (R-HND-6): oldest first; each is then timed out under its own lock. */
export async function dueHandoffs(db: Database, now: number, limit: number) {
  return db
    .select({ agentId: conversations.agentId, userId: conversations.userId })
    .from(conversations)
    .where(
      and(
        eq(conversations.state, 'requested_chat'),
        isNotNull(conversations.handoffDeadline),
        lte(conversations.handoffDeadline, now),
      ),
    )
    .orderBy(asc(conversations.handoffDeadline))
    .limit(limit);
}
