import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '@portal/api-client';
import type { AwardRankingDimension, AwardsInsights, AwardsInsightsBody } from '@portal/contracts';
import { useGetAwardsInsightsQuery } from '../../../api/awards-insights-api';
import { yearAndPrevious } from '@portal/contracts';
import { useChosenYear } from './use-chosen-year';

export type YearRankings =
  | { status: 'loading' }
  | { status: 'failed'; reason: string; retry: () => void }
  /** The site has no award results. */
  | { status: 'empty' }
  | {
      status: 'ready';
      /** The years with results, latest first. */
      years: number[];
      year: number;
      choose: (year: number) => void;
      /** The rankings of `year` and the one before; while another year loads, the last year's. */
      insights: AwardsInsights | undefined;
      fetching: boolean;
    };

/** The most rows a ranking may ask for: the server ranks by both years' points, the pages by the year's. */
const ASKED_ROWS = 50;

/**
 * The site's rankings of a year (POST v2/awards/insights): first the site's years without filters (whether it has
 * results, and its latest year), then the rankings asked for in the chosen year (else the latest) and the one before.
 */
export function useYearRankings(siteId: number, dimensions: readonly AwardRankingDimension[]): YearRankings {
  const { chosen, choose } = useChosenYear();
  const overview = useGetAwardsInsightsQuery({
    deploymentIndexId: siteId,
    currentFilterValues: {},
    rankings: [],
    top: 1,
  });
  const years = useMemo(
    () => (overview.data?.byYear ?? []).map((entry) => entry.year).sort((a, b) => b - a),
    [overview.data],
  );
  const year = chosen !== null && years.includes(chosen) ? chosen : years[0];
  const body = useMemo<AwardsInsightsBody | undefined>(
    () =>
      year === undefined
        ? undefined
        : {
            deploymentIndexId: siteId,
            currentFilterValues: yearAndPrevious(year),
            rankings: [...dimensions],
            top: ASKED_ROWS,
          },
    [siteId, year, dimensions],
  );
  const rankings = useGetAwardsInsightsQuery(body ?? skipToken);
  const failed = overview.error ?? rankings.error;
  if (failed)
    return {
      status: 'failed',
      reason: errorMessage(failed),
      retry: () => void (overview.error ? overview.refetch() : rankings.refetch()),
    };
  if (!overview.data) return { status: 'loading' };
  if (year === undefined) return { status: 'empty' };
  return { status: 'ready', years, year, choose, insights: rankings.data, fetching: rankings.isFetching };
}
