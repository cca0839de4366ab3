// The PostgreSQL extensions every embedded database loads: pgvector for embeddings, btree_gin so one
// GIN index serves "this agent's chunks matching these words" (kb_chunks_agent_tsv_idx).
export async function pgliteExtensions() {
  const [{ vector }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return { vector, btree_gin };
}
