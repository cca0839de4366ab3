// Drizzle queries for the workspace log (R-EVT-1).
import type { Database } from '@parley/db/connect';
import { workspaceLogs } from '@parley/db/schema';
import { and, desc, eq, lt } from 'drizzle-orm';

export type LogRow = typeof workspaceLogs.$inferSelect;

export async function insertLog(db: Database, row: typeof workspaceLogs.$inferInsert): Promise<LogRow> {
  return (await db.insert(workspaceLogs).values(row).returning())[0]!;
}

export async function listLogs(db: Database, workspaceId: string, args: { limit: number; before?: number }) {
  return db
    .select()
    .from(workspaceLogs)
    .where(
      and(
        eq(workspaceLogs.workspaceId, workspaceId),
        args.before === undefined ? undefined : lt(workspaceLogs.id, args.before),
      ),
    )
    .orderBy(desc(workspaceLogs.id))
    .limit(args.limit);
}
