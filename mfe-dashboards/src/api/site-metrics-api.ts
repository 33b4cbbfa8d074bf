import { portalApi } from '@portal/api-client';
import type { SiteInsightsRequest, SiteMetrics } from '@portal/contracts';

/**
 * POST v2/deploymentIndexes/{indexId}/insights (calls doc §7): the site's figures over a period (assets, views,
 * downloads, likes, shares, searches, active people) and the metric filters. Home shows the figures as tiles; the
 * insights pages chart them. One endpoint for the remote, so both share the cache.
 */
export const siteMetricsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteMetrics: build.query<SiteMetrics, { indexId: number } & SiteInsightsRequest>({
      query: ({ indexId, ...body }) => ({ url: `v2/deploymentIndexes/${indexId}/insights`, method: 'POST', body }),
      providesTags: ['Asset'],
    }),
  }),
});

export const { useGetSiteMetricsQuery } = siteMetricsApi;
