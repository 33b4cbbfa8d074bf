import type { SearchRequest } from '@portal/contracts';
import { hasWords, queryText, SEMANTIC_NEEDS_WORDS } from '../../../lib/query-text';

/** The three ways of searching compared, in the order of the columns. */
export const EXPERIMENT_MODES = ['keyword', 'semantic', 'hybrid'] as const;
export type ExperimentMode = (typeof EXPERIMENT_MODES)[number];

export const MODE_LABELS: Record<ExperimentMode, string> = {
  keyword: 'Keyword',
  semantic: 'Semantic',
  hybrid: 'Hybrid',
};

/** How many results of each search are compared. */
export const EXPERIMENT_DEPTH = 10;

/** The query text as the search page sends it (lib/query-text.ts): semantic as typed, the others full text. */
export function experimentQueryText(q: string, mode: ExperimentMode): string {
  return queryText(q, { semantic: mode === 'semantic' });
}

export { hasWords, SEMANTIC_NEEDS_WORDS };

/**
 * The body of POST v2/search for one column: the first page of results by relevance, with no filters and no
 * facet values (only the ranking is compared), and only the fields a column shows.
 */
export function experimentRequest(q: string, mode: ExperimentMode, indexId: number): SearchRequest {
  return {
    q: experimentQueryText(q, mode),
    documentsPerPage: EXPERIMENT_DEPTH,
    page: 1,
    indexId,
    orderBy: null,
    filters: '',
    queryType: mode === 'keyword' ? 'full' : mode,
    facetValuesCount: 0,
    select: ['title', 'file_name'],
    source: 'mfe-search',
    pageName: 'Search experiment',
    useVectorSearch: mode === 'hybrid',
  };
}
