import { portalApi } from '@portal/api-client';
import type { RecentlyViewed } from '@portal/contracts';

/** GET v2/assetStreams/{indexId}/recentlyViewed: the user's own recently viewed documents of the site. */
export const recentlyViewedApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<RecentlyViewed['items'], number>({
      query: (siteId) => `v2/assetStreams/${siteId}/recentlyViewed`,
      transformResponse: (answer: RecentlyViewed) => answer.items,
    }),
  }),
});

export const { useGetRecentlyViewedQuery } = recentlyViewedApi;
