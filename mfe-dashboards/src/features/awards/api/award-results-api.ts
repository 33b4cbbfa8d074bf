import type { AwardFilterValues, AwardResultType, AwardsData } from '@portal/contracts';
import { awardResultsTag, awardsApi } from '../../../api/awards-api';

export interface AwardResultsRequest {
  siteId: number;
  awardResultType: AwardResultType;
  /** The filters chosen; null: none chosen yet, the page opens on the server's default (the latest year). */
  currentFilterValues: AwardFilterValues | null;
}

/**
 * A result view (calls doc §7 "Awards"): GET v2/awards/getAwardsData (deploymentIndexId, awardResultType) when the
 * page opens without chosen filters, POST v2/awards/getFilteredAwardsData (currentFilterValues) once filters are
 * chosen. One endpoint for both, so the page keeps showing the last answer while the next one loads.
 */
export const awardResultsApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwardResults: build.query<AwardsData, AwardResultsRequest>({
      query: ({ siteId, awardResultType, currentFilterValues }) =>
        currentFilterValues
          ? {
              url: 'v2/awards/getFilteredAwardsData',
              method: 'POST',
              body: { deploymentIndexId: siteId, awardResultType, currentFilterValues },
            }
          : { url: 'v2/awards/getAwardsData', params: { deploymentIndexId: siteId, awardResultType } },
      providesTags: (_result, _error, { siteId }) => [awardResultsTag(siteId)],
    }),
  }),
});

export const { useGetAwardResultsQuery } = awardResultsApi;
