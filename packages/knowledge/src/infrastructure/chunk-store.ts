// Writes a document's chunks (and their embeddings where pgvector exists) and its SUCCESS state in one transaction.
import type { Database } from '@parley/db/connect';
import { kbChunks, kbDocuments } from '@parley/db/schema';
import { randomId } from '@parley/kernel/ids';
import { eq, sql } from 'drizzle-orm';

export interface ChunkInput {
  text: string;
  url?: string;
}

export interface IndexedState {
  charCount: number;
  contentHash: string;
  content: string | null;
  lastRefreshTS: number;
  nextRefreshTS: number | null;
  metadata?: Record<string, unknown>;
  dimensions: number | null;
}

export const vectorLiteral = (v: readonly number[]) =>
  `[${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;

export async function replaceChunks(
  db: Database,
  doc: { id: string; agentId: string },
  chunks: ChunkInput[],
  state: IndexedState,
  embeddings?: { model: string; vectors: number[][] },
): Promise<string[]> {
  const ids = chunks.map(() => randomId(20));
  await db.transaction(async (tx) => {
    // Embeddings go with their chunks (ON DELETE CASCADE).
    await tx.delete(kbChunks).where(eq(kbChunks.documentId, doc.id));
    for (let i = 0; i < chunks.length; i += 200) {
      await tx.insert(kbChunks).values(
        chunks.slice(i, i + 200).map((c, j) => ({
          id: ids[i + j] as string,
          documentId: doc.id,
          agentId: doc.agentId,
          seq: i + j,
          text: c.text,
          url: c.url ?? null,
        })),
      );
    }
    if (embeddings) {
      for (let i = 0; i < ids.length; i += 1) {
        await tx.execute(
          sql`insert into kb_embeddings (chunk_id, agent_id, model, embedding)
              values (${ids[i] as string}, ${doc.agentId}, ${embeddings.model}, ${vectorLiteral(embeddings.vectors[i] ?? [])}::vector)`,
        );
      }
    }
    await tx
      .update(kbDocuments)
      .set({
        ...state,
        metadata: state.metadata ?? sql`${kbDocuments.metadata}`,
        status: 'SUCCESS',
        error: null,
        updatedAt: Date.now(),
      })
      .where(eq(kbDocuments.id, doc.id));
  });
  return ids;
}
