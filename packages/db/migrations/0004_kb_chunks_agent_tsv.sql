-- One GIN index over (agent_id, tsv): full-text search within one agent's chunks without scanning the
-- agent's whole share of kb_chunks_tsv_idx. Needs btree_gin (PGlite loads it; PostgreSQL ships it in contrib).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS kb_chunks_agent_tsv_idx ON kb_chunks USING gin (agent_id, tsv);
  END IF;
END
$$;
