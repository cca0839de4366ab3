// Drizzle queries for an agent's tools in one region.
import type { Database } from '@parley/db/connect';
import { tools } from '@parley/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export type ToolRow = typeof tools.$inferSelect;

export async function listToolRows(db: Database, agentId: string): Promise<ToolRow[]> {
  return db
    .select()
    .from(tools)
    .where(eq(tools.agentId, agentId))
    .orderBy(asc(tools.createdAt), asc(tools.id));
}

export async function findToolRow(
  db: Database,
  agentId: string,
  toolId: string,
): Promise<ToolRow | undefined> {
  return (
    await db
      .select()
      .from(tools)
      .where(and(eq(tools.agentId, agentId), eq(tools.id, toolId)))
      .limit(1)
  )[0];
}

export async function insertToolRow(db: Database, row: typeof tools.$inferInsert): Promise<void> {
  await db.insert(tools).values(row);
}

export async function updateToolRow(
  db: Database,
  agentId: string,
  toolId: string,
  patch: Partial<Omit<ToolRow, 'id' | 'agentId' | 'userId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(tools)
    .set(patch)
    .where(and(eq(tools.agentId, agentId), eq(tools.id, toolId)));
}

export async function deleteToolRow(db: Database, agentId: string, toolId: string): Promise<boolean> {
  const deleted = await db
    .delete(tools)
    .where(and(eq(tools.agentId, agentId), eq(tools.id, toolId)))
    .returning({ id: tools.id });
  return deleted.length > 0;
}
