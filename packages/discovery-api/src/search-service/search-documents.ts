import type { SearchServiceQueryType, SearchServiceSearchMode } from '@portal/contracts';
import { normaliseQuery } from '../search/query-rules.js';
import type { FacetValueCount } from '../search/field-facets.js';
import { searchSite } from '../search/search-site.js';
import type { SearchEngine } from '../search/search-engine.js';
import type { SiteAccess } from '../sites/site-access.js';
import { documentRecord, selectsContent } from './document-record.js';
import { indexQueryOf, parseFacet } from './query-options.js';
import { invalidParameter } from './search-service-error.js';

/** A search of one index, as the REST API takes it (GET query parameters and POST body give the same). */
export interface DocumentSearch {
  search?: string | null;
  searchMode: SearchServiceSearchMode;
  queryType: SearchServiceQueryType;
  filter?: string | null;
  select?: string | null;
  orderby?: string | null;
  facets: string[];
  top: number;
  skip: number;
  count: boolean;
}

/** Azure's response shape: `@odata.count` when asked, `@search.facets` when asked, and `value`. */
export interface DocumentSearchResult {
  '@odata.count'?: number;
  '@search.facets'?: Record<string, FacetValueCount[]>;
  value: Record<string, unknown>[];
}

/**
 * Searches a site's index the way Azure AI Search would, through the portal's own search (search/search-site.ts):
 *
 * - `search` empty or `*`: every document (score 1), newest first unless ordered otherwise.
 * - simple/full: keyword search; searchMode any (a document with any of the words) or all (every word); the
 *   whole text in double quotes is an exact phrase. Ranked by BM25 (title boost, proximity), or by $orderby.
 * - semantic: search by meaning (the portal's semantic search); $orderby cannot be combined with it.
 *
 * $filter (compiled to SQL) narrows every mode; counts and facets are over everything that matched.
 */
export async function searchDocuments(
  engine: SearchEngine,
  access: SiteAccess,
  request: DocumentSearch,
): Promise<DocumentSearchResult> {
  const { schema, where, fields, orderBy } = await indexQueryOf(engine, access, request);
  const facets = request.facets.map((facet) => parseFacet(facet, schema));
  const query = normaliseQuery({
    q: request.search ?? '',
    queryType: request.queryType === 'semantic' ? 'semantic' : 'full',
  });
  if (query.mode === 'semantic' && orderBy)
    throw invalidParameter(
      'Invalid expression: $orderby cannot be combined with queryType semantic (results come in order of meaning).',
      '$orderby',
    );

  const found = await searchSite(engine, {
    access,
    ...query,
    matching: { in: 'database', where, orderBy, allWords: request.searchMode === 'all', count: request.count, facets },
    skip: request.skip,
    top: request.top,
    content: selectsContent(fields),
    highlights: false,
    answers: false,
  });
  const result: DocumentSearchResult = { value: [] };
  if (request.count) result['@odata.count'] = found.totalRecords;
  if (facets.length > 0) result['@search.facets'] = Object.fromEntries(found.fieldFacets);
  // Without words every document is as relevant as any other: Azure scores them 1.
  result.value = found.hits.map((hit) => ({ '@search.score': hit.score ?? 1, ...documentRecord(fields, hit.record) }));
  return result;
}
