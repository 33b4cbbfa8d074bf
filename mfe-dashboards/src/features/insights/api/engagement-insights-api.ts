import { portalApi } from '@portal/api-client';
import type { SiteEngagementInsights, SiteInsightsRequest } from '@portal/contracts';

/**
 * POST v2/deploymentIndexes/{indexId}/insights/engagement (calls doc §7; spec §3 as collection insights): the views,
 * downloads, likes and shares of the period and the most viewed, liked and downloaded assets the user may open.
 */
export const engagementInsightsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEngagementInsights: build.query<SiteEngagementInsights, { indexId: number } & SiteInsightsRequest>({
      query: ({ indexId, ...body }) => ({
        url: `v2/deploymentIndexes/${indexId}/insights/engagement`,
        method: 'POST',
        body,
      }),
      providesTags: ['Asset'],
    }),
  }),
});

export const { useGetEngagementInsightsQuery } = engagementInsightsApi;
