// Drizzle queries for agent backups (version history, R-VER-8).
import { agentBackups } from '@parley/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './agent-repo';

export type BackupRow = typeof agentBackups.$inferSelect;

const newestFirst = [desc(agentBackups.createdAt), desc(agentBackups.seq)];

export async function insertBackup(
  db: Db,
  row: Omit<typeof agentBackups.$inferInsert, 'seq'>,
): Promise<void> {
  await db.insert(agentBackups).values(row);
}

export async function listBackups(db: Db, agentId: string): Promise<BackupRow[]> {
  return db
    .select()
    .from(agentBackups)
    .where(eq(agentBackups.agentId, agentId))
    .orderBy(...newestFirst);
}

export async function findLatestBackup(db: Db, agentId: string): Promise<BackupRow | undefined> {
  return (
    await db
      .select()
      .from(agentBackups)
      .where(eq(agentBackups.agentId, agentId))
      .orderBy(...newestFirst)
      .limit(1)
  )[0];
}

/** A backup of this agent only: another agent's backup id reads as missing. */
export async function findBackup(db: Db, agentId: string, id: string): Promise<BackupRow | undefined> {
  return (
    await db
      .select()
      .from(agentBackups)
      .where(and(eq(agentBackups.agentId, agentId), eq(agentBackups.id, id)))
      .limit(1)
  )[0];
}

/** Deletes all but the `keep` newest backups of the agent. */
export async function pruneBackups(db: Db, agentId: string, keep: number): Promise<void> {
  const old = await db
    .select({ id: agentBackups.id })
    .from(agentBackups)
    .where(eq(agentBackups.agentId, agentId))
    .orderBy(...newestFirst)
    .offset(keep);
  if (old.length === 0) return;
  await db.delete(agentBackups).where(
    inArray(
      agentBackups.id,
      old.map((r) => r.id),
    ),
  );
}
