import { thumbnailUrl } from '../assets/thumbnail-url.js';
import type { Database } from '../db/database.js';
import { loadInteractionInsights } from '../assets/interaction-insights.js';
import { portalSearchRecord } from './result-records.js';
import type { SearchHit } from './search-site.js';

/** Fields every listed document carries, whatever `select` asks for. */
const ALWAYS_LISTED = new Set([
  '@search.score',
  '@search.highlights',
  'isAccessible',
  'thumbnailUrl',
  'interactionInsight',
  'synopsis',
]);

/** The enrichments of a result page (POST v2/search query parameters, spec §4). */
export interface ListingEnrichments {
  visibility: boolean;
  thumbnails: boolean;
  metrics: boolean;
  thumbnailType?: string;
}

/**
 * The `documents` of a SearchResult, written once for POST v2/search and the collection asset search: each hit's
 * search-record fields with its score and highlights, and the enrichments asked for — isAccessible, the thumbnail
 * address (null for an asset the user may not open) and the interaction insight. With `select`, only those fields
 * (and ALWAYS_LISTED) are kept; undefined values are left out.
 */
export async function listedDocuments(
  db: Database,
  userId: number,
  hits: readonly SearchHit[],
  enrichments: ListingEnrichments,
  select?: ReadonlySet<string>,
): Promise<Record<string, unknown>[]> {
  const metrics = enrichments.metrics
    ? await loadInteractionInsights(
        db,
        hits.map((hit) => hit.assetId),
        userId,
      )
    : undefined;
  const thumbnailType = enrichments.thumbnailType === 'preview' ? 'preview' : 'thumbnail';
  return hits.map((hit) => {
    const listed: Record<string, unknown> = {
      ...portalSearchRecord(hit.record),
      '@search.score': hit.score ?? 0,
      '@search.highlights': hit.highlights ? { content: hit.highlights } : undefined,
      ...(enrichments.visibility ? { isAccessible: hit.accessible } : {}),
      ...(enrichments.thumbnails
        ? { thumbnailUrl: hit.accessible ? thumbnailUrl(hit.record.fields.doc_id, thumbnailType) : null }
        : {}),
      ...(metrics ? { interactionInsight: metrics.get(hit.assetId) } : {}),
    };
    return Object.fromEntries(
      Object.entries(listed).filter(
        ([key, value]) => value !== undefined && (!select || select.has(key) || ALWAYS_LISTED.has(key)),
      ),
    );
  });
}
