import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_textsearch } from '@electric-sql/pglite-pg_textsearch';
import { vector } from '@electric-sql/pglite-pgvector';

/**
 * The one extension set every PGlite instance of this data folder is opened with.
 * Once pg_textsearch has been used, the folder cannot be opened without it again: add to this set,
 * never remove from it. unaccent and pg_trgm serve keyword search (drizzle/0005_text_search.sql).
 */
export const pgliteExtensions = { vector, pg_textsearch, unaccent, pg_trgm };
