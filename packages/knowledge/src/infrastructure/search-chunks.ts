// The two rankings retrieval fuses: PostgreSQL full text ('simple' config) and pgvector cosine distance.
import type { Database } from '@parley/db/connect';
import { sql } from 'drizzle-orm';
import { vectorLiteral } from './chunk-store';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Words of a question for the OR fallback: letters and digits only (safe inside to_tsquery), 3+ characters. */
export function orQueryOf(query: string, common?: ReadonlyMap<string, number>): string | null {
  let words = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3))];
  // Words in more than COMMON_SHARE of all chunks rank nothing and make the fallback scan most of the
  // table: they are left out, unless all the words are common (then the rarest one is kept).
  if (common && common.size > 0 && words.length > 1) {
    const share = (w: string) => common.get(w) ?? 0;
    const rare = words.filter((w) => share(w) <= COMMON_SHARE);
    words = rare.length > 0 ? rare : [words.reduce((a, b) => (share(b) < share(a) ? b : a))];
  }
  return words.length > 0 ? words.slice(0, 32).join(' | ') : null;
}

const COMMON_SHARE = 0.02;
/** Rows ranked by each branch at most: past this, a word is too common for its ranking to matter. */
const RANKED_CANDIDATES = 1000;
const STATS_TTL_MS = 10 * 60 * 1000;
const statsCache = new WeakMap<Database, { at: number; words: Promise<Map<string, number>> }>();

/** Share of chunks holding each frequent word, from the planner's statistics (empty before ANALYZE). */
function commonWords(db: Database): Promise<Map<string, number>> {
  const cached = statsCache.get(db);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.words;
  const words = db
    .execute(sql`
      select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats where tablename = 'kb_chunks' and attname = 'tsv'`)
    .then((result) => {
      const row = rowsOf<{ elems: string[] | null; freqs: number[] | null }>(result)[0];
      const map = new Map<string, number>();
      row?.elems?.forEach((w, i) => {
        map.set(w, Number(row.freqs?.[i] ?? 0));
      });
      return map;
    })
    .catch(() => new Map<string, number>());
  statsCache.set(db, { at: Date.now(), words });
  return words;
}

/** Chunk ids, best first: all-words matches (websearch syntax) before any-word matches, each by ts_rank_cd. */
export async function fullTextRanking(
  db: Database,
  agentId: string,
  query: string,
  limit: number,
): Promise<string[]> {
  const orQuery = orQueryOf(query, await commonWords(db)) ?? '';
  const result = await db.execute(sql`
    with q as (
      select websearch_to_tsquery('simple', ${query}) as wq,
             case when ${orQuery} = '' then null else to_tsquery('simple', ${orQuery}) end as oq
    ),
    hits as (
      (select c.id, c.tsv from kb_chunks c, q
       where c.agent_id = ${agentId} and c.tsv @@ q.wq limit ${RANKED_CANDIDATES})
      union all
      (select c.id, c.tsv from kb_chunks c, q
       where c.agent_id = ${agentId} and q.oq is not null and c.tsv @@ q.oq limit ${RANKED_CANDIDATES})
    )
    select h.id
    from (select distinct on (id) id, tsv from hits order by id) h, q
    order by (h.tsv @@ q.wq) desc,
             ts_rank_cd(h.tsv, coalesce(q.oq, q.wq)) desc,
             h.id
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
