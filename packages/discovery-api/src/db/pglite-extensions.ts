import { pg_textsearch } from '@electric-sql/pglite-pg_textsearch';
import { vector } from '@electric-sql/pglite-pgvector';

/**
 * The one extension set every PGlite instance of this data folder is opened with.
 * Once pg_textsearch has been used, the folder cannot be opened without it again.
 */
export const pgliteExtensions = { vector, pg_textsearch };
