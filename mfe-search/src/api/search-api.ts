import { portalApi } from '@portal/api-client';
import type {
  AssetListDetailsResponse,
  SearchQueryParameters,
  SearchQuestions,
  SearchRequest,
  SearchSuggestions,
} from '@portal/contracts';
import type { SearchResponse } from '@portal/search-results';

/**
 * What every result page asks the search for besides the documents: thumbnails and likes/views/downloads. Access is
 * not asked here: the page's doc ids go to POST v2/assets/listDetails (spec §4, §7), whose pending, answered or
 * failed state each result shows.
 */
export const RESULT_ENRICHMENTS: SearchQueryParameters = {
  fetchThumbnails: true,
  fetchInteractionMetrics: true,
};

/** The search calls of the search remote (calls doc §7 "Search and documents"). */
export const searchApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST v2/search: one page of results with facets, totals and answers. */
    search: build.query<SearchResponse, SearchRequest>({
      query: (body) => ({ url: 'v2/search', method: 'POST', body, params: RESULT_ENRICHMENTS }),
    }),
    /** POST v2/assets/listDetails: whether the user may open each result of a page, keyed by its doc id. */
    listAssetAccess: build.query<AssetListDetailsResponse, string[]>({
      query: (docIds) => ({ url: 'v2/assets/listDetails', method: 'POST', body: { docIds, fetchVisibility: true } }),
    }),
    /** GET search/suggestions/{text}: up to 8 unique titles for the text as typed. */
    getSuggestions: build.query<SearchSuggestions, { text: string; indexId: number }>({
      query: ({ text, indexId }) => ({ url: `search/suggestions/${encodeURIComponent(text)}`, params: { indexId } }),
      keepUnusedDataFor: 300,
    }),
    /** GET search/questions: up to 8 semantic questions asked most on the site (or the user's own), asked most first. */
    getQuestions: build.query<SearchQuestions, number>({
      query: (indexId) => ({ url: 'search/questions', params: { indexId } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchQuery, useListAssetAccessQuery, useGetSuggestionsQuery, useGetQuestionsQuery } = searchApi;
