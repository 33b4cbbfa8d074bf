import { Segmented, Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { AWARD_RESULT_VIEWS, type AwardResultView } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import { useWindowAtLeast } from '../../../hooks/use-window-at-least';
import { useGetAwardResultsQuery } from '../api/award-results-api';
import { useGetAwardsLeaderboardQuery } from '../api/awards-leaderboard-api';
import { useAwardFilters } from '../hooks/use-award-filters';
import { PAGE_PARAMS, usePageParam } from '../hooks/use-page-param';
import { RESULT_VIEW_FIELDS } from '../state/award-filter-bar';
import { chosenCount } from '../state/award-filter-params';
import { AWARDS_TITLES, isResultView, RESULT_VIEWS } from '../state/awards-pages';
import { AwardFilterBar } from './award-filter-bar';
import { AwardResultsContent } from './award-results-content';
import { AwardsDownloadMenu } from './awards-download-menu';
import { AwardsEmptyState } from './awards-empty-state';
import { AwardsFrame } from './awards-frame';
import { AwardsPanelSection } from './awards-panel-section';
import { BusyRegion } from './busy-region';
import { LeaderboardTable } from './leaderboard-table';
import { NoMatchingResults } from './no-matching-results';

/**
 * The narrowest window with the two side by side: below it the ranking's table and the results' table cannot both
 * be read in half the page, so the ranking comes first and the results under it.
 */
export const SIDE_BY_SIDE_MIN_WIDTH = 1600;

/**
 * The leaderboard and the results under one filter bar (the results' filter form, whose filters both follow): side
 * by side on a wide window, the results compact; one above the other below SIDE_BY_SIDE_MIN_WIDTH. Each column is as
 * wide as its share, its tables scrolling inside it. The results show the view chosen (`view`, default the regional
 * view), the leaderboard its league (`league`).
 */
function LeaderboardAndResults({ siteId }: { siteId: number }) {
  const sideBySide = useWindowAtLeast(SIDE_BY_SIDE_MIN_WIDTH);
  const { chosen, choose } = useAwardFilters();
  const [viewParam, setView] = usePageParam(PAGE_PARAMS.view);
  const [league, setLeague] = usePageParam(PAGE_PARAMS.league);
  const view: AwardResultView = isResultView(viewParam ?? undefined) ? (viewParam as AwardResultView) : 'regional-view';
  const awardResultType = AWARD_RESULT_VIEWS[view].type;
  const results = useGetAwardResultsQuery({ siteId, awardResultType, currentFilterValues: chosen });
  const leaderboard = useGetAwardsLeaderboardQuery({ siteId, currentFilterValues: chosen });
  // The filter form and the totals are the same in every view; the groups wait for the view chosen.
  const data = results.data;
  const viewData = data?.awardResultType === awardResultType ? data : undefined;
  const board = leaderboard.data;
  const error = results.error ?? leaderboard.error;
  if (error)
    return (
      <LoadFailure
        title="The awards could not be loaded."
        reason={errorMessage(error)}
        onRetry={() => {
          void results.refetch();
          void leaderboard.refetch();
        }}
      />
    );
  if (!data || !board) return <Skeleton active aria-busy="true" paragraph={{ rows: 8 }} />;
  if (data.totalResults === 0 && chosenCount(data.currentFilterValues) === 0)
    return <AwardsEmptyState siteId={siteId} />;
  const busy = results.isFetching || leaderboard.isFetching;
  return (
    <>
      <AwardFilterBar
        form={data.filterForm}
        values={data.currentFilterValues}
        onChange={choose}
        pageField={RESULT_VIEW_FIELDS[view]}
        busy={busy}
      />
      {data.totalResults === 0 ? (
        <NoMatchingResults onClear={() => choose({})} />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 24,
            gridTemplateColumns: sideBySide ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <AwardsPanelSection
            title={AWARDS_TITLES.leaderboard}
            actions={<AwardsDownloadMenu siteId={siteId} report="leaderboard" values={board.currentFilterValues} />}
          >
            <BusyRegion busy={leaderboard.isFetching}>
              <LeaderboardTable board={board} league={league} onLeague={setLeague} />
            </BusyRegion>
          </AwardsPanelSection>
          <AwardsPanelSection
            title="Award Results"
            actions={<AwardsDownloadMenu siteId={siteId} report="results" values={data.currentFilterValues} />}
          >
            <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Segmented
                aria-label="Result view"
                options={RESULT_VIEWS.map((each) => ({ value: each, label: AWARD_RESULT_VIEWS[each].label }))}
                value={view}
                onChange={(value) => setView(String(value))}
              />
            </div>
            {viewData ? (
              <BusyRegion busy={results.isFetching}>
                <AwardResultsContent data={viewData} siteId={siteId} compact={sideBySide} />
              </BusyRegion>
            ) : (
              <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />
            )}
          </AwardsPanelSection>
        </div>
      )}
    </>
  );
}

/** `awards/leaderboardandresults` ('Leaderboard and Results'). */
export function LeaderboardAndResultsPage() {
  return (
    <AwardsFrame title={AWARDS_TITLES.leaderboardandresults} page="leaderboardandresults">
      {(siteId) => <LeaderboardAndResults siteId={siteId} />}
    </AwardsFrame>
  );
}
