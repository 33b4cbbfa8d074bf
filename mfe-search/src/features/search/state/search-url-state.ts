import { DEFAULT_ROWS_PER_PAGE, joinFacetQuery, ORDER_BY_OPTIONS, splitFacetQuery } from '@portal/contracts';
import type { OrderBy, SearchState } from '@portal/contracts';

/**
 * The URL is the state of a search (spec §2.2, indexSearch): q, semantic, hybrid, exactPhrase, facets, orderBy,
 * documentsPerPage and page are query parameters, so back/forward and a pasted link restore the same screen.
 */
export const SEARCH_PARAMS = [
  'q',
  'semantic',
  'hybrid',
  'exactPhrase',
  'facets',
  'orderBy',
  'documentsPerPage',
  'page',
] as const;

/** The largest page size the server accepts. */
const LARGEST_PAGE_SIZE = 200;

export type SearchMode = 'keyword' | 'semantic' | 'hybrid';

/**
 * The search a URL describes (spec §5): a page size that is not a positive integer falls back to the stored
 * rows-per-page (the user's preferences, GET v2/users/me/preferences) or 30, a page that is not one to 1.
 * Exact phrase does not exist in semantic mode; semantic wins over hybrid when a hand-written URL asks for both.
 */
export function readSearchState(
  params: URLSearchParams,
  fallbackPageSize: number = DEFAULT_ROWS_PER_PAGE,
): SearchState {
  const semantic = flag(params.get('semantic'));
  const orderBy = params.get('orderBy');
  return {
    q: params.get('q') ?? '',
    semantic,
    hybrid: !semantic && flag(params.get('hybrid')),
    exactPhrase: !semantic && flag(params.get('exactPhrase')),
    facets: splitFacetQuery(params.get('facets') ?? ''),
    orderBy: ORDER_BY_OPTIONS.some((option) => option.value === orderBy) ? (orderBy as OrderBy) : null,
    documentsPerPage: positiveInteger(params.get('documentsPerPage'), LARGEST_PAGE_SIZE) ?? fallbackPageSize,
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/**
 * The URL parameters of a search: only what differs from an empty search, except the page size, which is always
 * written so a pasted link shows the same page to someone whose stored size differs. Other parameters of the URL
 * (not the search's) are kept.
 */
export function writeSearchState(
  state: SearchState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of SEARCH_PARAMS) params.delete(name);
  if (state.q !== '') params.set('q', state.q);
  if (state.semantic) params.set('semantic', 'true');
  else if (state.hybrid) params.set('hybrid', 'true');
  if (state.exactPhrase && !state.semantic) params.set('exactPhrase', 'true');
  if (state.facets.length > 0) params.set('facets', joinFacetQuery(state.facets));
  if (state.orderBy) params.set('orderBy', state.orderBy);
  params.set('documentsPerPage', String(state.documentsPerPage));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function modeOf(state: Pick<SearchState, 'semantic' | 'hybrid'>): SearchMode {
  return state.semantic ? 'semantic' : state.hybrid ? 'hybrid' : 'keyword';
}

/** A new search from the search box: the first page of its results. */
export function withQuery(
  state: SearchState,
  change: { q: string; mode: SearchMode; exactPhrase: boolean },
): SearchState {
  const semantic = change.mode === 'semantic';
  return {
    ...state,
    q: change.q,
    semantic,
    hybrid: change.mode === 'hybrid',
    exactPhrase: !semantic && change.exactPhrase,
    page: 1,
  };
}

/** Switching to semantic clears exact phrase (spec §4). */
export function withMode(state: SearchState, mode: SearchMode): SearchState {
  return {
    ...state,
    semantic: mode === 'semantic',
    hybrid: mode === 'hybrid',
    exactPhrase: mode === 'semantic' ? false : state.exactPhrase,
  };
}

/** Clear (spec §4): no text, keyword mode, no exact phrase, page 1; filters, order and page size stay. */
export function cleared(state: SearchState): SearchState {
  return { ...state, q: '', semantic: false, hybrid: false, exactPhrase: false, page: 1 };
}

/** Changing the sort order removes the page number (spec §4). */
export function withOrderBy(state: SearchState, orderBy: OrderBy | null): SearchState {
  return { ...state, orderBy, page: 1 };
}

/** Changing the page size removes the page number (spec §4); the caller stores the size in the user's preferences. */
export function withPageSize(state: SearchState, documentsPerPage: number): SearchState {
  return { ...state, documentsPerPage, page: 1 };
}

/** New filters show their first page. */
export function withFacets(state: SearchState, facets: string[]): SearchState {
  return { ...state, facets, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** Pages of a result: the total divided by the page size, rounded up. */
export function pageCount(totalRecords: number, documentsPerPage: number): number {
  return Math.ceil(totalRecords / documentsPerPage);
}

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function positiveInteger(value: string | null, largest = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= 1 && number <= largest ? number : undefined;
}
