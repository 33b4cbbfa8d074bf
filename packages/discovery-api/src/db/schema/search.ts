import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { deploymentIndexes } from './deployments.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Numbers every change of a search record: a trigger (drizzle/0008_search_revisions.sql) gives the row a new
 * revision on insert and update, and logs a removal with one on delete, so every API instance can bring its
 * in-memory match index up to date by reading what changed since the revision it holds
 * (src/search/match-index/match-indexes.ts).
 */
export const searchRevisionSeq = pgSequence('search_revision_seq');

/**
 * The search record of an indexed asset (spec §3 "Document (search record)"): one row per asset, per site.
 * Keyword search ranks `body` with BM25 (pg_textsearch: one partial index per site, created when the site
 * gets its first document, so term statistics are the site's own, like one search index per site);
 * `tsv` holds the lexemes the in-memory match index reads (src/search/match-index/: matched sets, totals,
 * facet counts); `facets` holds the facet keys `<field code>_<value>` exactly as a facet query names them.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    assetId: integer()
      .primaryKey()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    docId: text().notNull(),
    title: text().notNull(),
    fileName: text().notNull(),
    /** Everything keyword search matches: title, description, metadata values and the extracted text. */
    body: text().notNull(),
    /** The extracted text alone: highlights, synopsis and answers come from it. */
    content: text().notNull().default(''),
    tsv: tsvector().generatedAlwaysAs(sql`to_tsvector('public.portal_en'::regconfig, body)`),
    facets: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileExtension: text(),
    fileTypeClass: text(),
    isPrivate: boolean().notNull().default(false),
    isConfidential: boolean().notNull().default(false),
    publishedDate: timestamp({ withTimezone: true }),
    created: timestamp({ withTimezone: true }).notNull(),
    /** metadata_storage_last_modified: when the file or its metadata last changed. */
    modified: timestamp({ withTimezone: true }).notNull(),
    indexedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The search_revision_seq value of the row's last change (set by a trigger). */
    revision: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('search_revision_seq')`),
  },
  (table) => [
    index('search_documents_revision_idx').on(table.revision),
    index('search_documents_deployment_index_id_published_idx').on(table.deploymentIndexId, table.publishedDate),
    index('search_documents_doc_id_idx').on(table.docId),
    // GIN without its pending list (fastupdate off): with it, new rows wait in an unsorted list that every query
    // scans until a vacuum merges it (up to 4 MB); keyword matching on a plain PostgreSQL server then read the
    // whole table per search (5,000 documents: 15 ms against 1.4 ms merged). Each write updates the index itself.
    index('search_documents_facets_idx').using('gin', table.facets).with({ fastupdate: false }),
    index('search_documents_tsv_idx').using('gin', table.tsv).with({ fastupdate: false }),
  ],
);

/**
 * Passages of an asset's text with their embeddings (semantic search and answers). The vector is a plain
 * real[] so the table does not depend on pgvector; where pgvector is installed an HNSW index is built per
 * embedding provider on `embedding::vector(<dimension>)` (src/search/vector-index.ts), and vectors of
 * different providers are never compared.
 */
export const searchChunks = pgTable(
  'search_chunks',
  {
    chunkId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    ordinal: integer().notNull(),
    text: text().notNull(),
    providerId: text().notNull(),
    embedding: real().array().notNull(),
  },
  (table) => [
    index('search_chunks_asset_id_idx').on(table.assetId),
    index('search_chunks_deployment_index_id_idx').on(table.deploymentIndexId),
  ],
);

/** Search records removed (deleted asset or site), with the revision of the removal: see searchRevisionSeq. */
export const searchDocumentRemovals = pgTable(
  'search_document_removals',
  {
    assetId: integer().notNull(),
    deploymentIndexId: integer().notNull(),
    revision: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('search_revision_seq')`),
  },
  (table) => [index('search_document_removals_revision_idx').on(table.revision)],
);
