// Drizzle queries for knowledge documents in one region.
import type { Database } from '@parley/db/connect';
import { kbDocuments } from '@parley/db/schema';
import { and, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { DocumentStatus } from '../domain/document-status';

export type DocumentRow = typeof kbDocuments.$inferSelect;
export type NewDocumentRow = typeof kbDocuments.$inferInsert;

export async function insertDocument(db: Database, row: NewDocumentRow): Promise<void> {
  await db.insert(kbDocuments).values(row);
}

export async function findDocument(
  db: Database,
  agentId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  return (
    await db
      .select()
      .from(kbDocuments)
      .where(and(eq(kbDocuments.agentId, agentId), eq(kbDocuments.id, id)))
      .limit(1)
  )[0];
}

export async function findDocumentById(db: Database, id: string): Promise<DocumentRow | undefined> {
  return (await db.select().from(kbDocuments).where(eq(kbDocuments.id, id)).limit(1))[0];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `search` matches the name, case-insensitively. */
export async function listDocuments(db: Database, agentId: string, search?: string): Promise<DocumentRow[]> {
  const byName = search?.trim() ? ilike(kbDocuments.name, `%${escapeLike(search.trim())}%`) : undefined;
  return db
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.agentId, agentId), byName))
    .orderBy(desc(kbDocuments.ts), desc(kbDocuments.id));
}

export async function setDocumentStatus(
  db: Database,
  id: string,
  status: DocumentStatus,
  error: string | null = null,
): Promise<void> {
  await db.update(kbDocuments).set({ status, error, updatedAt: Date.now() }).where(eq(kbDocuments.id, id));
}

export async function updateDocument(
  db: Database,
  id: string,
  patch: Partial<NewDocumentRow>,
): Promise<void> {
  await db
    .update(kbDocuments)
    .set({ ...patch, updatedAt: Date.now() })
    .where(eq(kbDocuments.id, id));
}

export async function deleteDocument(db: Database, agentId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(kbDocuments)
    .where(and(eq(kbDocuments.agentId, agentId), eq(kbDocuments.id, id)))
    .returning({ id: kbDocuments.id });
  return gone.length > 0;
}

/** Characters already indexed for the workspace (plan limit maxKbDocsCharCount). */
export async function workspaceCharCount(
  db: Database,
  workspaceId: string,
  excludeId?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${kbDocuments.charCount}), 0)` })
    .from(kbDocuments)
    .where(
      and(
        eq(kbDocuments.workspaceId, workspaceId),
        excludeId ? sql`${kbDocuments.id} <> ${excludeId}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

export async function listUnfinishedIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: kbDocuments.id })
    .from(kbDocuments)
    .where(inArray(kbDocuments.status, ['INITIALIZED', 'PENDING']))
    .orderBy(kbDocuments.ts);
  return rows.map((r) => r.id);
}

export async function listDueForRefresh(db: Database, now: number, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: kbDocuments.id })
    .from(kbDocuments)
    .where(
      and(
        eq(kbDocuments.withRefresh, 1),
        lte(kbDocuments.nextRefreshTS, now),
        inArray(kbDocuments.status, ['SUCCESS', 'ERROR']),
      ),
    )
    .orderBy(kbDocuments.nextRefreshTS)
    .limit(limit);
  return rows.map((r) => r.id);
}
