import { portalApi } from '@portal/api-client';
import type { SearchInsightsRequest, SiteSearchInsights } from '@portal/contracts';

/**
 * POST v2/deploymentIndexes/{indexId}/insights/searches (calls doc §7; spec §3 Search insights): the searches of the
 * period, the most searched queries and the searches per week or month, with those that found nothing.
 */
export const searchInsightsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchInsights: build.query<SiteSearchInsights, { indexId: number } & SearchInsightsRequest>({
      query: ({ indexId, ...body }) => ({
        url: `v2/deploymentIndexes/${indexId}/insights/searches`,
        method: 'POST',
        body,
      }),
      providesTags: ['Search'],
    }),
  }),
});

export const { useGetSearchInsightsQuery } = searchInsightsApi;
