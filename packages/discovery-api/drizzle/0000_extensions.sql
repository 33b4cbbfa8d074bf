-- pgvector (semantic search) and pg_textsearch (BM25 keyword search).
-- A PostgreSQL server without one of them still starts: the warning is logged at start and search falls back.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS vector;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'extension "vector" is not available: %', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_textsearch;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'extension "pg_textsearch" is not available: %', SQLERRM;
END
$$;
