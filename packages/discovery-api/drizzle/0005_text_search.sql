-- unaccent and pg_trgm (search suggestions), and the text search configuration of the portal's
-- keyword search: English stemming after accents are removed, so 'Café' and 'cafe' match.
-- pg_textsearch needs it schema-qualified: text_config='public.portal_en'.
-- A PostgreSQL server without unaccent or pg_trgm still starts: portal_en is then plain English.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'extension "unaccent" is not available: %', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'extension "pg_trgm" is not available: %', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'portal_en' AND cfgnamespace = 'public'::regnamespace) THEN
    CREATE TEXT SEARCH CONFIGURATION public.portal_en (COPY = pg_catalog.english);
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
      ALTER TEXT SEARCH CONFIGURATION public.portal_en
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
    END IF;
  END IF;
END
$$;
