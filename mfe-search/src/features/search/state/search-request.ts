import { FACET_VALUES_COUNT, joinFacetQuery } from '@portal/contracts';
import type { SearchRequest, SearchState } from '@portal/contracts';
import { hasWords, queryText, SEMANTIC_NEEDS_WORDS } from '../../../lib/query-text';
import { modeOf } from './search-url-state';

export { SEMANTIC_NEEDS_WORDS };

/** Why a search cannot be submitted, or null when it can: semantic search needs a non-blank query other than '*'. */
export function searchProblem(state: Pick<SearchState, 'q' | 'semantic'>): string | null {
  return state.semantic && !hasWords(state.q) ? SEMANTIC_NEEDS_WORDS : null;
}

/** The fields a result shows (spec §5: only fields in the select list are requested); doc_id and id always come. */
export const RESULT_FIELDS = [
  'title',
  'description',
  'file_name',
  'file_extension',
  'file_type_class',
  'content_types',
  'published_date',
  'created',
  'asset_visibility',
  'confidential',
  'external_url',
  'external_url_action',
];

/**
 * The query text sent (spec §5): empty means '*'. In full-text mode (keyword and hybrid) an exact phrase is wrapped
 * in double quotes unless already quoted, and otherwise the words are joined by plus signs; semantic search sends
 * the text as typed.
 */
export function queryTextOf(state: Pick<SearchState, 'q' | 'semantic' | 'exactPhrase'>): string {
  return queryText(state.q, state);
}

/** The body of POST v2/search for a search state; semantic search ignores ordering (spec §4). */
export function searchRequestOf(state: SearchState, indexId: number, pageName = 'Search Results'): SearchRequest {
  const mode = modeOf(state);
  return {
    q: queryTextOf(state),
    documentsPerPage: state.documentsPerPage,
    page: state.page,
    indexId,
    orderBy: mode === 'semantic' ? null : state.orderBy,
    filters: joinFacetQuery(state.facets),
    queryType: mode === 'keyword' ? 'full' : mode,
    facetValuesCount: FACET_VALUES_COUNT,
    select: RESULT_FIELDS,
    source: 'mfe-search',
    pageName,
    useVectorSearch: mode === 'hybrid',
  };
}
