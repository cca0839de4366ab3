// Reading and managing an agent's documents for its owner (R-KB-2, R-KB-3, R-WSP-12, R-WSP-13).

import type { AgentActor } from '@parley/agents/application/agent-access';
import type { DataContext } from '@parley/db/context';
import { kbChunks } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { asc, eq } from 'drizzle-orm';
import { nextRefreshAt, type RefreshRate } from '../domain/refresh-schedule';
import {
  type DocumentRow,
  deleteDocument,
  findDocument,
  listDocuments,
  updateDocument,
} from '../infrastructure/document-repo';
import { requireAgentAccess } from './agent-access';

export const KB_MESSAGES = {
  notFound: 'Document not found.',
  empty: 'No Documents',
} as const;

/** The spec's document shape (R-KB-2, R-KB-3). `userId` is the owning workspace. */
export function toKbDocument(row: DocumentRow, chunkIds?: string[]) {
  return {
    ID: row.id,
    name: row.name,
    content: row.content,
    ts: row.ts,
    userId: row.workspaceId,
    agentId: row.agentId,
    workspaceId: row.workspaceId,
    agencyId: row.agencyId,
    sourceType: row.sourceType as 'url' | 'doc',
    kind: row.kind,
    status: row.status,
    error: row.error,
    refreshRate: row.refreshRate,
    withRefresh: row.withRefresh === 1,
    contentURL: row.contentURL,
    fileName: row.fileName,
    charCount: row.charCount,
    dimensions: row.dimensions,
    tags: row.tags,
    metadata: row.metadata,
    lastRefreshTS: row.lastRefreshTS,
    nextRefreshTS: row.nextRefreshTS,
    ...(chunkIds ? { chunks: chunkIds } : {}),
  };
}
export type KbDocument = ReturnType<typeof toKbDocument>;
/** List rows leave the content out: a crawl's text can be large. */
export type KbDocumentSummary = Omit<KbDocument, 'content'>;

interface Target {
  principal: AgentActor;
  agentId: string;
  region?: Region;
}

export async function listKbDocuments(
  ctx: DataContext,
  t: Target,
  search?: string,
): Promise<KbDocumentSummary[]> {
  const agent = await requireAgentAccess(ctx, t.principal, t.agentId, 'read', t.region);
  const rows = await listDocuments(ctx.dbs[agent.region].db, t.agentId, search);
  return rows.map((r) => {
    const { content: _content, ...summary } = toKbDocument(r);
    return summary;
  });
}

export async function getKbDocument(ctx: DataContext, t: Target, docId: string): Promise<KbDocument> {
  const agent = await requireAgentAccess(ctx, t.principal, t.agentId, 'read', t.region);
  const { db } = ctx.dbs[agent.region];
  const row = await findDocument(db, t.agentId, docId);
  if (!row) throw new AppError('NOT_FOUND', KB_MESSAGES.notFound);
  const chunks = await db
    .select({ id: kbChunks.id })
    .from(kbChunks)
    .where(eq(kbChunks.documentId, docId))
    .orderBy(asc(kbChunks.seq));
  return toKbDocument(
    row,
    chunks.map((c) => c.id),
  );
}

export async function deleteKbDocument(ctx: DataContext, t: Target, docId: string): Promise<void> {
  const agent = await requireAgentAccess(ctx, t.principal, t.agentId, 'write', t.region);
  if (!(await deleteDocument(ctx.dbs[agent.region].db, t.agentId, docId)))
    throw new AppError('NOT_FOUND', KB_MESSAGES.notFound);
}

export async function setKbRefreshRate(
  ctx: DataContext,
  t: Target,
  docId: string,
  refreshRate: RefreshRate,
): Promise<KbDocument> {
  const agent = await requireAgentAccess(ctx, t.principal, t.agentId, 'write', t.region);
  const { db } = ctx.dbs[agent.region];
  const row = await findDocument(db, t.agentId, docId);
  if (!row) throw new AppError('NOT_FOUND', KB_MESSAGES.notFound);
  const withRefresh = refreshRate === 'never' ? 0 : 1;
  const nextRefreshTS = withRefresh ? nextRefreshAt(refreshRate, row.lastRefreshTS ?? Date.now()) : null;
  await updateDocument(db, docId, { refreshRate, withRefresh, nextRefreshTS });
  return toKbDocument({ ...row, refreshRate, withRefresh, nextRefreshTS });
}
