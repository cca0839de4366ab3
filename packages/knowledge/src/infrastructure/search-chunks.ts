// The two rankings retrieval fuses: PostgreSQL full text ('simple' config) and pgvector cosine distance.
import type { Database } from '@parley/db/connect';
import { sql } from 'drizzle-orm';
import { vectorLiteral } from './chunk-store';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Words of a question for the OR fallback: letters and digits only (safe inside to_tsquery), 3+ characters. */
export function orQueryOf(query: string): string | null {
  const words = [
    ...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3)),
  ];
  return words.length > 0 ? words.slice(0, 32).join(' | ') : null;
}

/** Chunk ids, best first: all-words matches (websearch syntax) before any-word matches, each by ts_rank_cd. */
export async function fullTextRanking(
  db: Database,
  agentId: string,
  query: string,
  limit: number,
): Promise<string[]> {
  const orQuery = orQueryOf(query) ?? '';
  const result = await db.execute(sql`
    with q as (
      select websearch_to_tsquery('simple', ${query}) as wq,
             case when ${orQuery} = '' then null else to_tsquery('simple', ${orQuery}) end as oq
    )
    select c.id
    from kb_chunks c, q
    where c.agent_id = ${agentId}
      and (c.tsv @@ q.wq or (q.oq is not null and c.tsv @@ q.oq))
    order by (c.tsv @@ q.wq) desc,
             ts_rank_cd(c.tsv, coalesce(q.oq, q.wq)) desc,
             c.id
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function vectorRanking(
  db: Database,
  agentId: string,
  vector: number[],
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select chunk_id as id
    from kb_embeddings
    where agent_id = ${agentId}
    order by embedding <=> ${vectorLiteral(vector)}::vector, chunk_id
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function agentHasEmbeddings(db: Database, agentId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from kb_embeddings where agent_id = ${agentId} limit 1`);
  return rowsOf(result).length > 0;
}

export interface ChunkWithDocument {
  id: string;
  text: string;
  url: string | null;
  documentId: string;
  name: string;
  metadata: Record<string, unknown>;
}

export async function loadChunks(db: Database, ids: string[]): Promise<ChunkWithDocument[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select c.id, c.text, c.url, c.document_id as "documentId", d.name, d.metadata
    from kb_chunks c join kb_documents d on d.id = c.document_id
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rowsOf<ChunkWithDocument>(result);
}
