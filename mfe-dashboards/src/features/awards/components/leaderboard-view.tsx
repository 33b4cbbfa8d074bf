import { Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { LoadFailure } from '@portal/ui';
import { useGetAwardsLeaderboardQuery } from '../api/awards-leaderboard-api';
import { useAwardFilters } from '../hooks/use-award-filters';
import { PAGE_PARAMS, usePageParam } from '../hooks/use-page-param';
import { chosenCount } from '../state/award-filter-params';
import { AwardFilterBar } from './award-filter-bar';
import { AwardsDownloadMenu } from './awards-download-menu';
import { AwardsEmptyState } from './awards-empty-state';
import { BusyRegion } from './busy-region';
import { LeaderboardTable } from './leaderboard-table';
import { NoMatchingResults } from './no-matching-results';

/** What the year filter means on the leaderboard. */
export const LEADERBOARD_YEAR_NOTE =
  'The latest year chosen is ranked against the year before; without a year, the latest year of the results.';

/**
 * The leaderboard of the site ('Cadre Rankings'): the download, the filter bar (the year chosen is the current
 * year), then the league switch and the ranking. The league shown lives in the URL (`league`), the filters too.
 */
export function LeaderboardView({ siteId }: { siteId: number }) {
  const { chosen, choose } = useAwardFilters();
  const [league, onLeague] = usePageParam(PAGE_PARAMS.league);
  const query = useGetAwardsLeaderboardQuery({ siteId, currentFilterValues: chosen });
  const board = query.data;
  const siteEmpty = !!board && board.leaderboardData.length === 0 && chosenCount(board.currentFilterValues) === 0;
  return (
    <>
      {board && !siteEmpty && (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AwardsDownloadMenu siteId={siteId} report="leaderboard" values={board.currentFilterValues} />
        </div>
      )}
      {query.error ? (
        <LoadFailure
          title="The leaderboard could not be loaded."
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !board ? (
        <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />
      ) : siteEmpty ? (
        <AwardsEmptyState siteId={siteId} />
      ) : (
        <>
          <AwardFilterBar
            form={board.filterForm}
            values={board.currentFilterValues}
            onChange={choose}
            pageField="agency"
            note={LEADERBOARD_YEAR_NOTE}
            busy={query.isFetching}
          />
          <BusyRegion busy={query.isFetching}>
            {board.leaderboardData.length === 0 ? (
              <NoMatchingResults onClear={() => choose({})} />
            ) : (
              <LeaderboardTable board={board} league={league} onLeague={onLeague} />
            )}
          </BusyRegion>
        </>
      )}
    </>
  );
}
