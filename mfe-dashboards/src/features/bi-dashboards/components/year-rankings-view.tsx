import type { ReactNode } from 'react';
import { Select, Skeleton, Typography } from 'antd';
import type { AwardRankingDimension, AwardsInsights } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import { stackStyle } from '../../../components/stack-style';
import { useYearRankings } from '../hooks/use-year-rankings';

/**
 * A BI dashboard's figures: the year to show (the latest unless chosen) and the rankings of that year against the
 * one before, or what stands instead: loading, a failure to retry, or `empty` when the site has no award results.
 */
export function YearRankingsView({
  siteId,
  dimensions,
  empty,
  withWins = false,
  children,
}: {
  siteId: number;
  dimensions: readonly AwardRankingDimension[];
  empty: ReactNode;
  /** Whether the page counts wins and shortlists, which cover both years. */
  withWins?: boolean;
  children: (insights: AwardsInsights, year: number) => ReactNode;
}) {
  const rankings = useYearRankings(siteId, dimensions);
  if (rankings.status === 'failed')
    return (
      <LoadFailure title="The award figures could not be loaded." reason={rankings.reason} onRetry={rankings.retry} />
    );
  if (rankings.status === 'empty') return empty;
  const loading = <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />;
  if (rankings.status === 'loading') return loading;
  const { years, year, choose, insights, fetching } = rankings;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' }}>
        <label htmlFor="bi-dashboard-year">Year</label>
        <Select
          id="bi-dashboard-year"
          value={year}
          onChange={choose}
          options={years.map((option) => ({ value: option, label: String(option) }))}
          style={{ width: 110 }}
        />
        <Typography.Text type="secondary">
          Points of {year} against {year - 1}
          {withWins ? '; wins and shortlists count both years.' : '.'}
        </Typography.Text>
      </div>
      {insights ? (
        <div
          aria-busy={fetching}
          style={{ ...stackStyle(16), opacity: fetching ? 0.6 : 1, transition: 'opacity 0.2s' }}
        >
          {children(insights, insights.latestYear ?? year)}
        </div>
      ) : (
        loading
      )}
    </>
  );
}
