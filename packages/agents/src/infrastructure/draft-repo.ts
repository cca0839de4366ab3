// Drizzle queries for agent drafts (one row per agent with unpublished edits).
import { agentDrafts } from '@parley/db/schema';
import { eq } from 'drizzle-orm';
import type { Db } from './agent-repo';

export type DraftRow = typeof agentDrafts.$inferSelect;

export async function findDraft(db: Db, agentId: string): Promise<DraftRow | undefined> {
  return (await db.select().from(agentDrafts).where(eq(agentDrafts.agentId, agentId)).limit(1))[0];
}

export async function upsertDraft(db: Db, row: DraftRow): Promise<void> {
  await db
    .insert(agentDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: agentDrafts.agentId,
      set: { patch: row.patch, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

export async function deleteDraft(db: Db, agentId: string): Promise<void> {
  await db.delete(agentDrafts).where(eq(agentDrafts.agentId, agentId));
}
