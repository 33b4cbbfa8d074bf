import { portalApi } from '@portal/api-client';
import type { SearchQueryParameters, SearchRequest, SearchSuggestions } from '@portal/contracts';
import type { SearchResponse } from '@portal/search-results';

/** What every result page asks for besides the documents: thumbnails, likes/views/downloads and access (spec §4). */
export const RESULT_ENRICHMENTS: SearchQueryParameters = {
  fetchThumbnails: true,
  fetchInteractionMetrics: true,
  fetchVisibility: true,
};

/** The search calls of the search remote (calls doc §7 "Search and documents"). */
export const searchApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST v2/search: one page of results with facets, totals and answers. */
    search: build.query<SearchResponse, SearchRequest>({
      query: (body) => ({ url: 'v2/search', method: 'POST', body, params: RESULT_ENRICHMENTS }),
    }),
    /** GET search/suggestions/{text}: up to 8 unique titles for the text as typed. */
    getSuggestions: build.query<SearchSuggestions, { text: string; indexId: number }>({
      query: ({ text, indexId }) => ({ url: `search/suggestions/${encodeURIComponent(text)}`, params: { indexId } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchQuery, useGetSuggestionsQuery } = searchApi;
