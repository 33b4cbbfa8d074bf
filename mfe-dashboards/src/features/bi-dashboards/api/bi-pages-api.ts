import { skipToken } from '@reduxjs/toolkit/query';
import { portalApi } from '@portal/api-client';
import type { BiDashboardPageAsset, BiDashboardPageName } from '@portal/contracts';

/**
 * GET v2/dashboards/biPages?indexId=: which BI pages are dashboard assets of the site, and whether each shows the
 * portal's built-in page or an outside report (Power BI, Tableau), which the page then embeds as the content page does.
 */
export const biPagesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBiPages: build.query<BiDashboardPageAsset[], { indexId: number }>({
      query: ({ indexId }) => ({ url: 'v2/dashboards/biPages', params: { indexId } }),
    }),
  }),
});

export const { useGetBiPagesQuery } = biPagesApi;

/** The site's asset for a page, once known (undefined while loading, after a failure, or without one). */
export function useBiPageAsset(siteId: number | null, page: BiDashboardPageName | 'home') {
  const query = useGetBiPagesQuery(siteId === null ? skipToken : { indexId: siteId });
  return {
    asset: query.data?.find((entry) => entry.page === page),
    /** Whether the answer is still awaited (a page that may be an outside report waits for it). */
    loading: query.isLoading,
  };
}

/** The embed page of an outside report's asset (mfe-content: Power BI or Tableau with the server's tokens). */
export const assetEmbedPath = (siteId: number, docId: string) =>
  `/sites/${siteId}/asset/embed?docId=${encodeURIComponent(docId)}`;
