import { portalApi } from '@portal/api-client';
import type { FacetGraph, FacetGraphQuery } from '@portal/contracts';

/**
 * GET search/facetGraph: the values of some fields over the documents a facet query matches. Pattern Analysis asks it
 * for the topics of the documents holding one topic, the topics found with it.
 */
export const facetGraphApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getFacetGraph: build.query<FacetGraph, FacetGraphQuery>({
      query: (params) => ({ url: 'search/facetGraph', params }),
      providesTags: ['Asset'],
    }),
  }),
});

export const { useGetFacetGraphQuery } = facetGraphApi;
