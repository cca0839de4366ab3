// Drizzle queries for dashboard events.
import type { Database } from '@parley/db/connect';
import { dashboardEvents } from '@parley/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

export type DashboardEventRow = typeof dashboardEvents.$inferInsert;

export async function insertDashboardEvent(db: Database, row: DashboardEventRow): Promise<void> {
  await db.insert(dashboardEvents).values(row);
}

/** Clicks per tab of one agent, most clicked first (ties by tab name). */
export async function countEventsByTab(
  db: Database,
  agentId: string,
  kind: string,
): Promise<Array<{ tab: string; count: number }>> {
  const tab = sql<string>`${dashboardEvents.payload} ->> 'tab'`;
  const count = sql<number>`count(*)::int`;
  return db
    .select({ tab, count })
    .from(dashboardEvents)
    .where(and(eq(dashboardEvents.agentId, agentId), eq(dashboardEvents.kind, kind)))
    .groupBy(tab)
    .orderBy(desc(count), asc(tab));
}
