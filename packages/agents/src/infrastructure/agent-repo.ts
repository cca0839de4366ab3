// Drizzle queries for agents in one region.
import type { Database } from '@parley/db/connect';
import { agents } from '@parley/db/schema';
import { count, desc, eq } from 'drizzle-orm';

export type AgentRow = typeof agents.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export async function findAgentRow(db: Database, id: string): Promise<AgentRow | undefined> {
  return (await db.select().from(agents).where(eq(agents.id, id)).limit(1))[0];
}

export async function insertAgentRow(db: Db, row: typeof agents.$inferInsert): Promise<void> {
  await db.insert(agents).values(row);
}

/** Reads the row and locks it until the transaction ends, so concurrent version writes queue up. */
export async function lockAgentRow(tx: Tx, id: string): Promise<AgentRow | undefined> {
  return (await tx.select().from(agents).where(eq(agents.id, id)).limit(1).for('update'))[0];
}

export async function updateAgentRow(
  db: Db,
  id: string,
  patch: Pick<AgentRow, 'doc' | 'title' | 'agentPlatform' | 'lastModified'>,
): Promise<void> {
  const { doc, title, agentPlatform, lastModified } = patch;
  await db.update(agents).set({ doc, title, agentPlatform, lastModified }).where(eq(agents.id, id));
}

export async function listAgentRowsOfOwner(db: Database, ownerID: string): Promise<AgentRow[]> {
  return db
    .select()
    .from(agents)
    .where(eq(agents.ownerID, ownerID))
    .orderBy(desc(agents.lastModified), desc(agents.createdAt));
}

export async function countAgentsOfOwner(db: Db, ownerID: string): Promise<number> {
  return (await db.select({ n: count() }).from(agents).where(eq(agents.ownerID, ownerID)))[0]?.n ?? 0;
}
