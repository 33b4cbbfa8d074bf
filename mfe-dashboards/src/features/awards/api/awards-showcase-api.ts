import type { AwardsShowcase, AwardsShowcaseBody } from '@portal/contracts';
import { awardResultsTag, awardsApi } from '../../../api/awards-api';

/** POST v2/awards/showcase: the winning work under the filters, each with the site's asset of it where there is one. */
export const awardsShowcaseApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwardsShowcase: build.query<AwardsShowcase, AwardsShowcaseBody>({
      query: (body) => ({ url: 'v2/awards/showcase', method: 'POST', body }),
      providesTags: (_result, _error, { deploymentIndexId }) => [awardResultsTag(deploymentIndexId)],
    }),
  }),
});

export const { useGetAwardsShowcaseQuery } = awardsShowcaseApi;
