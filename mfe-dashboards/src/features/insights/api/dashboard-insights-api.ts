import { portalApi } from '@portal/api-client';
import type { DashboardInsights, DashboardInsightsRequest } from '@portal/contracts';

/** The message a failed dashboard insight call logs (spec §8). */
export const DASHBOARD_INSIGHTS_FAILURE_LOG = 'Error Fetching insights';

/**
 * POST v2/dashboards/{indexId} (calls doc §7): the site's documents of the period by facet (the insight facets, top
 * values each), the facet groups and the documents per month. A failure logs 'Error Fetching insights' (spec §8) and
 * leaves the answer empty; the page shows the failure with a way to try again.
 */
export const dashboardInsightsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardInsights: build.query<DashboardInsights, { indexId: number } & DashboardInsightsRequest>({
      query: ({ indexId, ...body }) => ({ url: `v2/dashboards/${indexId}`, method: 'POST', body }),
      transformErrorResponse: (error) => {
        console.error(DASHBOARD_INSIGHTS_FAILURE_LOG, error);
        return error;
      },
      providesTags: ['Asset'],
    }),
  }),
});

export const { useGetDashboardInsightsQuery } = dashboardInsightsApi;
