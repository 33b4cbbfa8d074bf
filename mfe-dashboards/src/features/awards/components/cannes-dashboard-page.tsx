import { useMemo } from 'react';
import { Empty, Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { AwardFilterValues, AwardsInsights, AwardsInsightsBody } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import { NumberTiles } from '../../../components/number-tiles';
import { RankingChart } from '../../../components/charts/ranking-chart';
import { TrendChart } from '../../../components/charts/trend-chart';
import { useGetAwardsInsightsQuery } from '../../../api/awards-insights-api';
import { useAwardFilters } from '../hooks/use-award-filters';
import { chosenCount } from '../state/award-filter-params';
import { formHasResults, totalTally, totalTiles } from '../state/award-figures';
import { AWARDS_TITLES } from '../state/awards-pages';
import { AwardFilterBar } from './award-filter-bar';
import { AwardTally } from './award-tally';
import { AwardsEmptyState } from './awards-empty-state';
import { AwardsFrame } from './awards-frame';
import { AwardsPanelSection } from './awards-panel-section';
import { BusyRegion } from './busy-region';
import { ComparisonChart } from '../../../components/charts/comparison-chart';
import { NoMatchingResults } from './no-matching-results';

/** The show this dashboard tracks, as the results name it. */
const CANNES_LIONS = 'Cannes Lions';

const RANKINGS = [
  { dimension: 'agency', title: 'Top agencies', nameTitle: 'Agency' },
  { dimension: 'advertiser', title: 'Top advertisers', nameTitle: 'Advertiser' },
  { dimension: 'holdingCompany', title: 'Holding companies', nameTitle: 'Holding company' },
  { dimension: 'network', title: 'Networks', nameTitle: 'Network' },
] as const satisfies readonly { dimension: AwardsInsightsBody['rankings'][number]; title: string; nameTitle: string }[];

/** The user's filters with the show fixed to Cannes Lions. */
const cannesFilters = (chosen: AwardFilterValues | null): AwardFilterValues => ({
  ...chosen,
  showName: [CANNES_LIONS],
});

/** The filters without the show: what the user chose here (the show is the page's, not a choice to keep). */
const withoutShow = ({ showName: _show, ...others }: AwardFilterValues): AwardFilterValues => others;

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
} as const;

/** The figures and charts of one answer. */
function CannesCharts({ insights }: { insights: AwardsInsights }) {
  const latest = insights.latestYear;
  const latestLabel = latest === null ? 'latest year' : String(latest);
  const previousLabel = latest === null ? 'year before' : String(latest - 1);
  return (
    <>
      <div style={{ display: 'grid', gap: 12 }}>
        <NumberTiles label="Cannes Lions totals" tiles={totalTiles(insights.resultTotals)} />
        <AwardTally
          label="Award tally"
          entries={totalTally(insights.resultTotals.dynamicAwardTally, insights.awardNamesByPriority)}
        />
      </div>
      <AwardsPanelSection title="Performance over the years">
        <div style={grid}>
          <TrendChart
            title="Points and wins per year"
            labelTitle="Year"
            rows={insights.byYear.map((year) => ({
              label: String(year.year),
              points: year.points,
              wins: year.wins,
              shortlists: year.shortlists,
            }))}
            series={[
              { key: 'points', name: 'Points' },
              { key: 'wins', name: 'Wins' },
              { key: 'shortlists', name: 'Shortlists' },
            ]}
          />
          <RankingChart
            title="Results per level"
            nameTitle="Award level"
            countTitle="Results"
            rows={insights.byLevel.map((level) => ({ name: level.level, count: level.count }))}
            empty="No results with these filters."
          />
        </div>
      </AwardsPanelSection>
      <AwardsPanelSection title={`${latestLabel} against ${previousLabel}`}>
        <div style={grid}>
          {RANKINGS.map(({ dimension, title, nameTitle }) => (
            <ComparisonChart
              key={dimension}
              title={title}
              nameTitle={nameTitle}
              rows={insights.rankings.find((ranking) => ranking.dimension === dimension)?.rows ?? []}
              latestLabel={latestLabel}
              previousLabel={previousLabel}
            />
          ))}
        </div>
      </AwardsPanelSection>
    </>
  );
}

/**
 * The Cannes Lions dashboard of the site (POST v2/awards/insights, the show fixed to Cannes Lions, the user's other
 * filters applied): the totals and tally, points, wins and shortlists per year, results per level, and the top
 * agencies, advertisers, holding companies and networks in the latest year against the year before.
 */
function CannesDashboard({ siteId }: { siteId: number }) {
  const { chosen, choose } = useAwardFilters();
  const body = useMemo<AwardsInsightsBody>(
    () => ({
      deploymentIndexId: siteId,
      currentFilterValues: cannesFilters(chosen),
      rankings: RANKINGS.map((ranking) => ranking.dimension),
      top: 10,
    }),
    [siteId, chosen],
  );
  const query = useGetAwardsInsightsQuery(body);
  const insights = query.data;
  if (query.error)
    return (
      <LoadFailure
        title="The Cannes Lions figures could not be loaded."
        reason={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!insights) return <Skeleton active aria-busy="true" paragraph={{ rows: 8 }} />;
  const filtered = chosenCount(withoutShow(insights.currentFilterValues)) > 0;
  if (!filtered && !formHasResults(insights.filterForm)) return <AwardsEmptyState siteId={siteId} />;
  if (!filtered && insights.byYear.length === 0)
    return (
      <Empty
        description={`No ${CANNES_LIONS} results yet. This dashboard fills once the site's results file holds ${CANNES_LIONS} results.`}
      />
    );
  return (
    <>
      <AwardFilterBar
        form={insights.filterForm}
        values={insights.currentFilterValues}
        onChange={(values) => choose(withoutShow(values))}
        pageField="category"
        fixed={['showName']}
        note="Cannes Lions results only."
        busy={query.isFetching}
      />
      <BusyRegion busy={query.isFetching}>
        {insights.byYear.length === 0 ? (
          <NoMatchingResults onClear={() => choose({})} />
        ) : (
          <CannesCharts insights={insights} />
        )}
      </BusyRegion>
    </>
  );
}

/** `awards/insights/cannes` ('Cannes Lions Award Advance Analytics Performance Tracker Dashboard'). */
export function CannesDashboardPage() {
  return (
    <AwardsFrame title={AWARDS_TITLES.cannes} page="insights/cannes">
      {(siteId) => <CannesDashboard siteId={siteId} />}
    </AwardsFrame>
  );
}
