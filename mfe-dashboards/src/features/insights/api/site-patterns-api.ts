import { portalApi } from '@portal/api-client';
import type { SitePatterns, SitePatternsRequest } from '@portal/contracts';

/**
 * POST v2/deploymentIndexes/{indexId}/insights/patterns: Pattern Analysis in one answer, the period of the search
 * parameters against the one before it (the figures, and the topics, clients and content types that rose, fell or
 * are new).
 */
export const sitePatternsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSitePatterns: build.query<SitePatterns, { indexId: number } & SitePatternsRequest>({
      query: ({ indexId, ...body }) => ({
        url: `v2/deploymentIndexes/${indexId}/insights/patterns`,
        method: 'POST',
        body,
      }),
      providesTags: ['Asset', 'Search'],
    }),
  }),
});

export const { useGetSitePatternsQuery } = sitePatternsApi;
