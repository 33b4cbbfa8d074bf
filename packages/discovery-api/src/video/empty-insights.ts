import type { VideoInsightsResponse } from '@portal/contracts';

/** No summarized insights: what a provider that finds none answers (never invented ones). */
export const emptySummarizedInsights = (): VideoInsightsResponse['summarizedInsights'] => ({
  keywords: [],
  faces: [],
  sentiments: [],
  namedLocations: [],
  topics: [],
  brands: [],
});
