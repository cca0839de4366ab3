// Drizzle queries for event_deliveries in one region.
import type { Database } from '@parley/db/connect';
import { eventDeliveries } from '@parley/db/schema';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;
export type DeliveryRow = typeof eventDeliveries.$inferSelect;

export async function insertDelivery(db: Db, row: typeof eventDeliveries.$inferInsert): Promise<DeliveryRow> {
  return (await db.insert(eventDeliveries).values(row).returning())[0]!;
}

/**
 * Claims due deliveries for one poller: their next attempt moves `leaseMs` ahead in the same
 * statement, and rows another poller is claiming are skipped (FOR UPDATE SKIP LOCKED). The POST
 * then runs outside any transaction; if this server dies mid-way the lease runs out and another
 * poller tries again.
 */
export async function claimDueDeliveries(
  db: Database,
  args: { nowMs: number; leaseMs: number; limit: number },
): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: eventDeliveries.id })
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.status, 'pending'), lte(eventDeliveries.nextAttemptAt, args.nowMs)))
    .orderBy(eventDeliveries.nextAttemptAt)
    .limit(args.limit)
    .for('update', { skipLocked: true });
  return db
    .update(eventDeliveries)
    .set({ nextAttemptAt: args.nowMs + args.leaseMs })
    .where(and(inArray(eventDeliveries.id, due), eq(eventDeliveries.status, 'pending')))
    .returning();
}

/** Claims one delivery of a workspace for an immediate attempt (retry button, test event). */
export async function claimDelivery(
  db: Database,
  args: { workspaceId: string; id: number; nowMs: number; leaseMs: number },
): Promise<DeliveryRow | undefined> {
  const rows = await db
    .update(eventDeliveries)
    .set({ status: 'pending', nextAttemptAt: args.nowMs + args.leaseMs })
    .where(
      and(
        eq(eventDeliveries.id, args.id),
        eq(eventDeliveries.workspaceId, args.workspaceId),
        inArray(eventDeliveries.status, ['pending', 'failed']),
      ),
    )
    .returning();
  return rows[0];
}

export async function updateDelivery(
  db: Database,
  id: number,
  patch: Partial<typeof eventDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(eventDeliveries).set(patch).where(eq(eventDeliveries.id, id));
}

export async function findDelivery(db: Database, workspaceId: string, id: number) {
  return (
    await db
      .select()
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.id, id), eq(eventDeliveries.workspaceId, workspaceId)))
      .limit(1)
  )[0];
}

export async function listDeliveries(db: Database, workspaceId: string, limit: number) {
  return db
    .select()
    .from(eventDeliveries)
    .where(eq(eventDeliveries.workspaceId, workspaceId))
    .orderBy(desc(eventDeliveries.createdAt), desc(eventDeliveries.id))
    .limit(limit);
}
