-- pgvector where the server has it (PGlite loads it; Debian's PostgreSQL has none): retrieval falls back to full text.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END
$$;
