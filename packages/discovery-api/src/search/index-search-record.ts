import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { searchChunks, searchDocuments } from '../db/schema/index.js';
import { ensureKeywordIndexes } from './keyword-index.js';
import { splitIntoPassages } from './passages.js';
import type { SearchEngine } from './search-engine.js';
import { ensureVectorIndex } from './vector-index.js';

/** Everything search knows about one asset. */
export interface SearchRecordInput {
  assetId: number;
  siteId: number;
  docId: string;
  title: string;
  fileName: string;
  description?: string | null;
  /** Metadata values (content types, clients, brands, topics …) as text, so keyword search finds them. */
  metadataText?: string[];
  /** The extracted text of the file ('' for files without text, such as images). */
  content: string;
  /** Facet keys `<field code>_<value>`. */
  facets: string[];
  fileExtension?: string | null;
  fileTypeClass?: string | null;
  isPrivate: boolean;
  isConfidential: boolean;
  publishedDate?: Date | null;
  created: Date;
  modified: Date;
}

/** A search record ready to write: its row and its passages with their embeddings. */
export interface PreparedSearchRecord {
  document: typeof searchDocuments.$inferInsert;
  chunks: (typeof searchChunks.$inferInsert)[];
}

/**
 * The rows of search records: each asset's document row and its passages, embedded together in one call (the
 * embedding provider works in batches). Passages are embedded with the title in front, so a passage that never names
 * its subject is still found by it. A file without text gets one passage made of its title, description and
 * metadata. The site's keyword indexes and the vector index are made first when missing.
 */
export async function prepareSearchRecords(
  engine: SearchEngine,
  records: SearchRecordInput[],
): Promise<PreparedSearchRecord[]> {
  const { db, capabilities, embeddings } = engine;
  const prepared = records.map((record) => {
    const description = record.description?.trim() ?? '';
    const metadataText = (record.metadataText ?? []).filter(Boolean).join(' · ');
    const body = [record.title, description, metadataText, record.content].filter(Boolean).join('\n');
    const passages = splitIntoPassages(record.content);
    if (passages.length === 0) passages.push([description, metadataText].filter(Boolean).join('. ') || record.title);
    return { record, body, passages };
  });
  const vectors = await embeddings.embed(
    prepared.flatMap(({ record, passages }) => passages.map((passage) => `${record.title}. ${passage}`)),
  );
  for (const siteId of new Set(records.map((record) => record.siteId)))
    await ensureKeywordIndexes(db, siteId, capabilities);
  await ensureVectorIndex(db, embeddings, capabilities);
  let next = 0;
  return prepared.map(({ record, body, passages }) => ({
    document: {
      assetId: record.assetId,
      deploymentIndexId: record.siteId,
      docId: record.docId,
      title: record.title,
      fileName: record.fileName,
      body,
      content: record.content,
      facets: [...new Set(record.facets)],
      fileExtension: record.fileExtension ?? null,
      fileTypeClass: record.fileTypeClass ?? null,
      isPrivate: record.isPrivate,
      isConfidential: record.isConfidential,
      publishedDate: record.publishedDate ?? null,
      created: record.created,
      modified: record.modified,
      indexedAt: new Date(),
    },
    chunks: passages.map((text, ordinal) => ({
      assetId: record.assetId,
      deploymentIndexId: record.siteId,
      ordinal,
      text,
      providerId: embeddings.id,
      embedding: Array.from(vectors[next++] as Float32Array),
    })),
  }));
}

/** Writes (or replaces) prepared search records and their passages, inside the caller's transaction. */
export async function writeSearchRecords(tx: Db, records: PreparedSearchRecord[]): Promise<void> {
  if (records.length === 0) return;
  for (const { document } of records)
    await tx
      .insert(searchDocuments)
      .values(document)
      .onConflictDoUpdate({ target: searchDocuments.assetId, set: document });
  await tx.delete(searchChunks).where(
    inArray(
      searchChunks.assetId,
      records.map(({ document }) => document.assetId),
    ),
  );
  const chunks = records.flatMap((record) => record.chunks);
  for (let start = 0; start < chunks.length; start += 200)
    await tx.insert(searchChunks).values(chunks.slice(start, start + 200));
}

/**
 * Writes (or replaces) an asset's search record and its passages with their embeddings, in one transaction:
 * a failure leaves the previous record searchable.
 */
export async function indexSearchRecord(
  engine: SearchEngine,
  record: SearchRecordInput,
): Promise<{ passages: number }> {
  const [prepared] = await prepareSearchRecords(engine, [record]);
  await engine.db.transaction((tx) => writeSearchRecords(tx, [prepared!]));
  return { passages: prepared!.chunks.length };
}

/** Removes an asset from search (its passages go with it). */
export async function removeSearchRecord(engine: SearchEngine, assetId: number): Promise<void> {
  await engine.db.transaction(async (tx) => {
    await tx.delete(searchChunks).where(eq(searchChunks.assetId, assetId));
    await tx.delete(searchDocuments).where(eq(searchDocuments.assetId, assetId));
  });
}
