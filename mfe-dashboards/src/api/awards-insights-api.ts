import type { AwardsInsights, AwardsInsightsBody } from '@portal/contracts';
import { awardResultsTag, awardsApi } from './awards-api';

/**
 * POST v2/awards/insights: figures for charts of the site's award results (by year, by level, and the rankings asked
 * for), read by the awards dashboards and the BI dashboards.
 */
export const awardsInsightsApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwardsInsights: build.query<AwardsInsights, AwardsInsightsBody>({
      query: (body) => ({ url: 'v2/awards/insights', method: 'POST', body }),
      providesTags: (_result, _error, { deploymentIndexId }) => [awardResultsTag(deploymentIndexId)],
    }),
  }),
});

export const { useGetAwardsInsightsQuery } = awardsInsightsApi;
