import { PAGE_SIZES, type CollectionAssetSearchQuery, type OrderBy, type SearchResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileUrlOf } from '../assets/asset-files.js';
import type { Collection } from '../db/schema/index.js';
import type { FieldOrder } from '../search/database-matching.js';
import { normaliseQuery } from '../search/query-rules.js';
import { listedDocuments } from '../search/listed-documents.js';
import { searchSite } from '../search/search-site.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * GET v2/collections/{id}/assets/search: the site search of POST v2/search (search/search-site.ts: keyword,
 * semantic or hybrid, the private-asset rule, highlights and answers) with its matched set restricted to the
 * collection's assets, answered in POST v2/search's shape (SearchResult) with the same enrichments (visibility,
 * thumbnails, interaction metrics). The order asked for applies (newest published first by default; '' ranks by
 * relevance); semantic search ranks by meaning. No facets are counted: a collection's search is not filtered by
 * facets (spec §5 drops the collections and doc_id facets when refreshing collection assets).
 */

const ORDER_COLUMNS: Record<OrderBy, string> = {
  published_date: 'd.published_date',
  created: 'd.created',
  metadata_storage_last_modified: 'd.modified',
};

export async function searchCollectionAssets(
  app: FastifyInstance,
  access: SiteAccess,
  collection: Pick<Collection, 'collectionId'>,
  query: CollectionAssetSearchQuery,
): Promise<SearchResult> {
  const normalised = normaliseQuery({ q: query.q, queryType: query.semantic ? 'semantic' : query.queryType });
  const pageSize = query.rowsPerPage ?? PAGE_SIZES.lists;
  const order = query.orderBy === undefined ? 'published_date' : query.orderBy;
  const orderBy: FieldOrder[] | null =
    order === '' || normalised.mode === 'semantic'
      ? null
      : [{ column: sql.raw(ORDER_COLUMNS[order]), descending: true }];
  const result = await searchSite(app.searchEngine, {
    access,
    ...normalised,
    matching: {
      in: 'database',
      where: sql`d.asset_id in (select ca.asset_id from collection_assets ca where ca.collection_id = ${collection.collectionId})`,
      orderBy,
      allWords: false,
      count: true,
      facets: [],
    },
    skip: ((query.page ?? 1) - 1) * pageSize,
    top: pageSize,
    content: false,
    highlights: true,
    answers: true,
    fileUrl: (asset) => fileUrlOf(app, access.site, asset),
  });

  const documents = await listedDocuments(app.db, access.user.userId, result.hits, {
    thumbnails: query.fetchThumbnails ?? true,
    metrics: query.fetchInteractionMetrics ?? true,
    visibility: query.fetchVisibility ?? true,
    thumbnailType: query.thumbnailType,
  });
  return {
    documents,
    facets: [],
    facetableFields: result.facetableFields,
    answers: result.answers,
    totalRecords: result.totalRecords ?? 0,
    searchId: result.searchId,
    tags: [],
  };
}
