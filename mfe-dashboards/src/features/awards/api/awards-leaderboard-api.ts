import type { AwardFilterValues, AwardsLeaderboard } from '@portal/contracts';
import { awardResultsTag, awardsApi } from '../../../api/awards-api';

export interface AwardsLeaderboardRequest {
  siteId: number;
  /** The filters chosen; null: none chosen yet (the server ranks the latest year). */
  currentFilterValues: AwardFilterValues | null;
}

/**
 * The leaderboard ('Cadre Rankings'): GET v2/awards/getAwardsLeaderboard without chosen filters, POST
 * v2/awards/getFilteredAwardsLeaderboard (currentFilterValues) with them. The league is not sent: the answer holds
 * every league's rows and the page slices them (state/leaderboard-leagues.ts), so switching league asks nothing, and
 * a league that a new filter makes disappear is never refused.
 */
export const awardsLeaderboardApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwardsLeaderboard: build.query<AwardsLeaderboard, AwardsLeaderboardRequest>({
      query: ({ siteId, currentFilterValues }) =>
        currentFilterValues
          ? {
              url: 'v2/awards/getFilteredAwardsLeaderboard',
              method: 'POST',
              body: { deploymentIndexId: siteId, currentFilterValues },
            }
          : { url: 'v2/awards/getAwardsLeaderboard', params: { deploymentIndexId: siteId } },
      providesTags: (_result, _error, { siteId }) => [awardResultsTag(siteId)],
    }),
  }),
});

export const { useGetAwardsLeaderboardQuery } = awardsLeaderboardApi;
