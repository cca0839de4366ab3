// Indexes one document: PENDING, fetch/extract, chunk, embed, then SUCCESS with its chunks in one transaction, or ERROR.
import { findAgentRow } from '@parley/agents/infrastructure/agent-repo';
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import { chunkText, resolveMaxChunkSize } from '../domain/chunking';
import { contentHash } from '../domain/content-hash';
import { isRefreshRate, nextRefreshAt } from '../domain/refresh-schedule';
import { replaceChunks } from '../infrastructure/chunk-store';
import { findDocumentById, setDocumentStatus, updateDocument } from '../infrastructure/document-repo';
import { type Embedder, KB_EMBEDDING_DIMENSION } from '../infrastructure/embedder';
import { maxChunkSizeOf } from './agent-access';
import type { KnowledgeOptions } from './knowledge-options';
import { loadSourcePages, pageTitlesOf } from './load-source';
import { assertWithinCharLimit } from './plan-limit';

export interface ProcessDeps {
  ctx: DataContext;
  options: KnowledgeOptions;
  /** Null when no provider is configured or the region has no pgvector. */
  embedderFor(region: Region): Promise<Embedder | null>;
  now?: () => number;
}

export type ProcessOutcome = 'indexed' | 'unchanged' | 'failed' | 'missing';

export async function processDocument(
  deps: ProcessDeps,
  region: Region,
  docId: string,
): Promise<ProcessOutcome> {
  const { db } = deps.ctx.dbs[region];
  const doc = await findDocumentById(db, docId);
  if (!doc) return 'missing';
  const now = deps.now?.() ?? Date.now();
  const rate = isRefreshRate(doc.refreshRate) ? doc.refreshRate : 'never';
  const nextRefreshTS = doc.withRefresh ? nextRefreshAt(rate, now) : null;
  await setDocumentStatus(db, docId, 'PENDING');
  try {
    const agent = await findAgentRow(db, doc.agentId);
    if (!agent) return 'missing';
    const maxChunkSize = resolveMaxChunkSize(maxChunkSizeOf(agent.doc as Record<string, unknown>));
    const pages = (await loadSourcePages(doc, deps.options)).filter((p) => p.text.trim());
    const fullText = pages.map((p) => p.text).join('\n\n');
    if (!fullText.trim()) throw new Error('No text could be extracted from this source.');
    const hash = contentHash(fullText);
    if (doc.contentHash === hash && doc.lastRefreshTS !== null) {
      await updateDocument(db, docId, { status: 'SUCCESS', error: null, lastRefreshTS: now, nextRefreshTS });
      return 'unchanged';
    }
    await assertWithinCharLimit(deps.ctx, doc.workspaceId, fullText.length, doc.id);
    const chunks = pages.flatMap((p) =>
      chunkText(p.text, maxChunkSize).map((text) => ({ text, url: p.url })),
    );
    const embedder = await deps.embedderFor(region);
    const vectors = embedder ? await embedder.embedDocuments(chunks.map((c) => c.text)) : null;
    if (vectors?.some((v) => v.length !== KB_EMBEDDING_DIMENSION))
      throw new Error(
        `The embedding model returned ${vectors[0]?.length} dimensions; ${KB_EMBEDDING_DIMENSION} are needed.`,
      );
    const titles = pageTitlesOf(pages);
    await replaceChunks(
      db,
      doc,
      chunks,
      {
        charCount: fullText.length,
        contentHash: hash,
        content: fullText,
        lastRefreshTS: now,
        nextRefreshTS,
        dimensions: vectors ? (vectors[0]?.length ?? null) : null,
        metadata:
          doc.kind === 'url' ? { ...doc.metadata, pageTitles: titles, title: pages[0]?.title } : undefined,
      },
      embedder && vectors ? { model: embedder.model, vectors } : undefined,
    );
    return 'indexed';
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await updateDocument(db, docId, { status: 'ERROR', error: reason.slice(0, 1000), nextRefreshTS });
    return 'failed';
  }
}
