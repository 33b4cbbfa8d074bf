import { eq } from 'drizzle-orm';
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

/**
 * Writes (or replaces) an asset's search record and its passages with their embeddings, in one transaction:
 * a failure leaves the previous record searchable. Passages are embedded with the title in front, so a
 * passage that never names its subject is still found by it. A file without text gets one passage made of
 * its title, description and metadata.
 */
export async function indexSearchRecord(
  engine: SearchEngine,
  record: SearchRecordInput,
): Promise<{ passages: number }> {
  const { db, capabilities, embeddings } = engine;
  const description = record.description?.trim() ?? '';
  const metadataText = (record.metadataText ?? []).filter(Boolean).join(' · ');
  const body = [record.title, description, metadataText, record.content].filter(Boolean).join('\n');
  const passages = splitIntoPassages(record.content);
  if (passages.length === 0) passages.push([description, metadataText].filter(Boolean).join('. ') || record.title);
  const vectors = await embeddings.embed(passages.map((passage) => `${record.title}. ${passage}`));

  await ensureKeywordIndexes(db, record.siteId, capabilities);
  await ensureVectorIndex(db, embeddings, capabilities);
  const values = {
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
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(searchDocuments)
      .values(values)
      .onConflictDoUpdate({ target: searchDocuments.assetId, set: values });
    await tx.delete(searchChunks).where(eq(searchChunks.assetId, record.assetId));
    for (let start = 0; start < passages.length; start += 200) {
      await tx.insert(searchChunks).values(
        passages.slice(start, start + 200).map((text, offset) => ({
          assetId: record.assetId,
          deploymentIndexId: record.siteId,
          ordinal: start + offset,
          text,
          providerId: embeddings.id,
          embedding: Array.from(vectors[start + offset] as Float32Array),
        })),
      );
    }
  });
  return { passages: passages.length };
}

/** Removes an asset from search (its passages go with it). */
export async function removeSearchRecord(engine: SearchEngine, assetId: number): Promise<void> {
  await engine.db.transaction(async (tx) => {
    await tx.delete(searchChunks).where(eq(searchChunks.assetId, assetId));
    await tx.delete(searchDocuments).where(eq(searchDocuments.assetId, assetId));
  });
}
