-- Suggestions as you type (GET search/suggestions/{text}) match titles anywhere in a word with a trigram
-- index. A PostgreSQL server without pg_trgm still works: suggestions then scan the site's titles.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (lower(title) gin_trgm_ops);
  END IF;
END
$$;
