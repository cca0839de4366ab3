// Drizzle queries for Web Push subscriptions (R-NTF-9) in the person's home region.
import type { Database } from '@parley/db/connect';
import { pushSubscriptions } from '@parley/db/schema';
import { and, desc, eq, notInArray } from 'drizzle-orm';

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

/** Keeps the person's `keep` newest subscriptions and deletes the rest. */
export async function trimSubscriptions(db: Database, recipient: string, keep: number): Promise<void> {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.recipient, recipient))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  if (newest.length < keep) return;
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.recipient, recipient),
      notInArray(
        pushSubscriptions.id,
        newest.map((r) => r.id),
      ),
    ),
  );
}

export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
