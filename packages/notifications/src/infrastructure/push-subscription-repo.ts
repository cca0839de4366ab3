// Drizzle queries for Web Push subscriptions (R-NTF-9) in the person's home region.
import type { Database } from '@parley/db/connect';
import { pushSubscriptions } from '@parley/db/schema';
import { and, eq } from 'drizzle-orm';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One row per browser endpoint: the person who subscribed last on a browser gets its pushes. */
export async function upsertPushSubscription(
  db: Database,
  row: typeof pushSubscriptions.$inferInsert,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { recipient: row.recipient, keys: row.keys, userAgent: row.userAgent, createdAt: row.createdAt },
    });
}

export async function subscriptionsOf(db: Database, recipient: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.recipient, recipient));
}

export async function deleteSubscriptionByEndpoint(
  db: Database,
  endpoint: string,
  recipient?: string,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      recipient
        ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.recipient, recipient))
        : eq(pushSubscriptions.endpoint, endpoint),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
