// Drizzle queries for conversations and their turns in one region.
import type { TTurn } from '@parley/contract/chat';
import type { Database } from '@parley/db/connect';
import { conversations, conversationTurns } from '@parley/db/schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

export type ConversationRow = typeof conversations.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function findConversation(db: Database | Tx, agentId: string, userId: string) {
  return (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
      .limit(1)
  )[0];
}

export async function insertConversation(
  db: Database | Tx,
  row: typeof conversations.$inferInsert,
): Promise<void> {
  await db.insert(conversations).values(row).onConflictDoNothing();
}

export async function touchConversation(
  db: Database | Tx,
  key: { agentId: string; userId: string },
  patch: {
    lastModified: number;
    addInteractions: number;
    userName?: string;
    userEmail?: string;
    nodesInfo?: Record<string, unknown>;
    state?: string;
  },
): Promise<void> {
  await db
    .update(conversations)
    .set({
      lastModified: patch.lastModified,
      totalUserInteractions: sql`${conversations.totalUserInteractions} + ${patch.addInteractions}`,
      ...(patch.userName ? { userName: patch.userName } : {}),
      ...(patch.userEmail ? { userEmail: patch.userEmail } : {}),
      ...(patch.nodesInfo ? { nodesInfo: patch.nodesInfo } : {}),
      ...(patch.state ? { state: patch.state } : {}),
    })
    .where(and(eq(conversations.agentId, key.agentId), eq(conversations.userId, key.userId)));
}

export async function insertTurns(
  db: Database | Tx,
  key: { agentId: string; userId: string; sessionId: string },
  turns: TTurn[],
): Promise<void> {
  if (turns.length === 0) return;
  await db
    .insert(conversationTurns)
    .values(
      turns.map((t) => ({ ...key, from: t.from, messages: t.messages, sources: t.sources ?? [], ts: t.ts })),
    );
}

export async function listConversationRows(
  db: Database,
  agentId: string,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.agentId, agentId))
    .orderBy(desc(conversations.lastModified))
    .limit(limit);
}

/** A visitor's turns in order: every session, or the conversation's current session only. */
export async function listTurnRows(
  db: Database,
  agentId: string,
  userId: string,
  only: 'all' | 'current-session' = 'all',
) {
  const current = db
    .select({ sessionId: conversations.sessionId })
    .from(conversations)
    .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)));
  return db
    .select()
    .from(conversationTurns)
    .where(
      and(
        eq(conversationTurns.agentId, agentId),
        eq(conversationTurns.userId, userId),
        only === 'current-session' ? inArray(conversationTurns.sessionId, current) : undefined,
      ),
    )
    .orderBy(asc(conversationTurns.id));
}

/** The newest turn of each listed conversation, in one query (the inbox polls this list). */
export async function lastTurnsOf(
  db: Database,
  agentId: string,
  userIds: string[],
): Promise<Map<string, unknown[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([conversationTurns.userId], {
      userId: conversationTurns.userId,
      messages: conversationTurns.messages,
    })
    .from(conversationTurns)
    .where(and(eq(conversationTurns.agentId, agentId), inArray(conversationTurns.userId, userIds)))
    .orderBy(conversationTurns.userId, desc(conversationTurns.id));
  return new Map(rows.map((r) => [r.userId, r.messages]));
}
