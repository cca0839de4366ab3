// Drizzle queries for notification rows in one region (R-NTF-2, R-NTF-7).
import type { Database } from '@parley/db/connect';
import { notifications } from '@parley/db/schema';
import { and, desc, eq, max, sql } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotification(db: Database, row: NotificationInsert): Promise<number> {
  const [inserted] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  if (!inserted) throw new Error('notification insert returned no row');
  return inserted.id;
}

/** When this recipient was last notified about the conversation (the mail throttle's input). */
export async function lastNotifiedAt(
  db: Database,
  recipient: string,
  agentId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ at: max(notifications.ts) })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipient, recipient),
        eq(notifications.agentId, agentId),
        eq(notifications.userId, userId),
      ),
    );
  return row?.at == null ? null : Number(row.at);
}

/** R-NTF-7: the latest `perLevel` of each level, by ts descending (index recipient, level, ts). */
export async function latestOfRecipient(
  db: Database,
  recipient: string,
  perLevel: number,
): Promise<NotificationRow[]> {
  const byLevel = await Promise.all(
    [1, 2].map((level) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipient, recipient), eq(notifications.level, level)))
        .orderBy(desc(notifications.ts), desc(notifications.id))
        .limit(perLevel),
    ),
  );
  return byLevel.flat();
}

export async function countUnseen(db: Database, recipient: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipient, recipient), eq(notifications.seen, false)));
  return row?.n ?? 0;
}

/** Marks one of the recipient's own notifications seen; false when it is not theirs or gone. */
export async function markSeen(db: Database, recipient: string, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipient, recipient)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllSeen(db: Database, recipient: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.recipient, recipient), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
