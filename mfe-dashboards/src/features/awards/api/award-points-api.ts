import type { AwardPointScheme, AwardPointSchemeBody } from '@portal/contracts';
import { awardPointsTag, awardResultsTag, awardsApi } from '../../../api/awards-api';

/**
 * GET v2/awards/pointScheme: the points per award level, highest first, and whether the user may manage the site's
 * awards (canManage: import results, change points). PUT the same path: new points, after which every figure is
 * read again (the points make the totals, the groups and the rankings).
 */
export const awardPointsApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwardPointScheme: build.query<AwardPointScheme, number>({
      query: (siteId) => ({ url: 'v2/awards/pointScheme', params: { deploymentIndexId: siteId } }),
      providesTags: (_result, _error, siteId) => [awardPointsTag(siteId)],
    }),
    saveAwardPointScheme: build.mutation<AwardPointScheme, AwardPointSchemeBody>({
      query: (body) => ({ url: 'v2/awards/pointScheme', method: 'PUT', body }),
      invalidatesTags: (_result, error, { deploymentIndexId }) =>
        error ? [] : [awardPointsTag(deploymentIndexId), awardResultsTag(deploymentIndexId)],
    }),
  }),
});

export const { useGetAwardPointSchemeQuery, useSaveAwardPointSchemeMutation } = awardPointsApi;
