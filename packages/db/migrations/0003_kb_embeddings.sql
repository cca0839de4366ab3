-- Chunk embeddings, only where pgvector exists (PGlite; a PostgreSQL with the extension installed).
-- Without it the table is absent and retrieval uses full text alone.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE TABLE IF NOT EXISTS kb_embeddings (
      chunk_id text PRIMARY KEY REFERENCES kb_chunks(id) ON DELETE CASCADE,
      agent_id text NOT NULL,
      model text NOT NULL,
      embedding vector(1536) NOT NULL
    );
    CREATE INDEX IF NOT EXISTS kb_embeddings_agent_idx ON kb_embeddings (agent_id);
    CREATE INDEX IF NOT EXISTS kb_embeddings_hnsw_idx ON kb_embeddings USING hnsw (embedding vector_cosine_ops);
  END IF;
END
$$;
