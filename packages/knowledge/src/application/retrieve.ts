// Hybrid retrieval: full text always, pgvector when the agent has embeddings, fused by reciprocal rank.
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { Passage, Retriever } from '@parley/runtime/domain/ports';
import { fuseRankings } from '../domain/rank-fusion';
import type { Embedder } from '../infrastructure/embedder';
import {
  agentHasEmbeddings,
  type ChunkWithDocument,
  fullTextRanking,
  loadChunks,
  vectorRanking,
} from '../infrastructure/search-chunks';

export interface RetrieverOptions {
  embedderFor(region: Region): Promise<Embedder | null>;
  /** Candidates taken from each ranking before fusion. */
  candidates?: number;
  onError?: (err: unknown) => void;
}

function descriptionOf(chunk: ChunkWithDocument): string | undefined {
  const m = chunk.metadata as {
    description?: unknown;
    pageTitles?: Record<string, unknown>;
    title?: unknown;
  };
  const candidate = m.description ?? (chunk.url ? m.pageTitles?.[chunk.url] : undefined) ?? m.title;
  return typeof candidate === 'string' && candidate ? candidate : undefined;
}

export function createRetriever(ctx: DataContext, options: RetrieverOptions): Retriever {
  return async ({ region, agentId, query, limit }) => {
    const q = query.trim();
    if (!q || limit <= 0) return [];
    const { db } = ctx.dbs[region];
    const n = Math.max(options.candidates ?? 20, limit);
    const rankings = [await fullTextRanking(db, agentId, q, n)];
    const embedder = await options.embedderFor(region);
    if (embedder && (await agentHasEmbeddings(db, agentId))) {
      // An unreachable embedding provider must not silence the knowledge base: full text still answers.
      const vector = await embedder.embedQuery(q).catch((err: unknown) => {
        options.onError?.(err);
        return null;
      });
      if (vector) rankings.push(await vectorRanking(db, agentId, vector, n));
    }
    const fused = fuseRankings(rankings).slice(0, limit);
    const byId = new Map(
      (
        await loadChunks(
          db,
          fused.map((f) => f.id),
        )
      ).map((c) => [c.id, c]),
    );
    return fused.flatMap(({ id, score }): Passage[] => {
      const c = byId.get(id);
      if (!c) return [];
      const url = c.url ?? undefined;
      const description = descriptionOf(c);
      return [
        {
          chunkId: c.id,
          docId: c.documentId,
          docName: c.name,
          text: c.text,
          score,
          ...(url ? { url } : {}),
          ...(description ? { description } : {}),
        },
      ];
    });
  };
}
