import assert from 'node:assert/strict';
import { assets } from '../db/schema/index.js';
import { indexSearchRecord } from '../search/index-search-record.js';
import { PORTAL_ADMIN } from './cast.js';
import type { DemoSiteContext } from './demo-site-context.js';

/** A document of a search test's library: what its search record holds. */
export interface LibraryDocument {
  title: string;
  description?: string;
  content: string;
  /** Facet keys `<field code>_<value>`. */
  facets: string[];
  /** YYYY-MM-DD. */
  published: string;
  private?: boolean;
  /** The file's extension (pdf unless told). */
  extension?: string;
  /** The metadata values keyword search matches besides the content. */
  metadataText?: string[];
}

/**
 * Gives the site its metadata sets (POST v2/deployments/generateAssetMetadataSets, as an administrator does) and
 * indexes the library's documents as indexed assets with their search records; answers their asset ids by title.
 */
export async function indexLibrary(
  context: DemoSiteContext,
  site: number,
  library: readonly LibraryDocument[],
  fileTypeClass = 'pdf',
): Promise<Map<string, number>> {
  const generated = await context.request('POST', '/api/v2/deployments/generateAssetMetadataSets', {
    as: PORTAL_ADMIN,
    payload: { IndexId: site },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  const app = context.server.app;
  const ids = new Map<string, number>();
  for (const doc of library) {
    const extension = doc.extension ?? 'pdf';
    const [row] = await app.db
      .insert(assets)
      .values({
        title: doc.title,
        description: doc.description ?? null,
        fileName: `${doc.title}.${extension}`,
        originalFileName: `${doc.title}.${extension}`,
        deploymentIndexId: site,
        assetVisibility: doc.private ? 'Private' : 'Public',
        publishedDate: new Date(doc.published),
        statusId: 4,
      })
      .returning();
    assert.ok(row);
    ids.set(doc.title, row.assetId);
    await indexSearchRecord(app.searchEngine, {
      assetId: row.assetId,
      siteId: site,
      docId: row.docId,
      title: doc.title,
      fileName: row.fileName,
      ...(doc.description === undefined ? {} : { description: doc.description }),
      content: doc.content,
      facets: doc.facets,
      ...(doc.metadataText ? { metadataText: doc.metadataText } : {}),
      fileExtension: extension,
      fileTypeClass,
      isPrivate: Boolean(doc.private),
      isConfidential: Boolean(doc.private),
      publishedDate: new Date(doc.published),
      created: row.created,
      modified: row.updated,
    });
  }
  return ids;
}
