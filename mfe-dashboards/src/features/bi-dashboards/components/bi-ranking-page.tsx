import type { AwardsInsights } from '@portal/contracts';
import { ComparisonChart } from '../../../components/charts/comparison-chart';
import { RANKING_SIZE, type BiRanking } from '../state/bi-dashboards-pages';
import { rankByLatestYear, signedChange } from '@portal/contracts';
import { BiDashboardFrame } from './bi-dashboard-frame';
import { BiEmptyState } from './bi-empty-state';
import { YearRankingsView } from './year-rankings-view';

/** 'Top 15 brands' when the year ranks 15 or more, 'Top 6 brands' when it ranks 6, 'Top brand' for one. */
const topOf = (count: number, ranking: BiRanking) =>
  count === 1 ? `Top ${ranking.single}` : `Top ${count} ${ranking.plural}`;

/** The chart of a year's top names against the year before, its table giving rank, points, change, wins, shortlists. */
function YearRanking({ ranking, insights, year }: { ranking: BiRanking; insights: AwardsInsights; year: number }) {
  const rows = rankByLatestYear(
    insights.rankings.find((entry) => entry.dimension === ranking.dimension)?.rows ?? [],
    RANKING_SIZE,
  );
  const latest = String(year);
  const previous = String(year - 1);
  return (
    <ComparisonChart
      title={`${topOf(rows.length, ranking)}, ${latest} against ${previous}`}
      nameTitle={ranking.nameTitle}
      rows={rows}
      latestLabel={latest}
      previousLabel={previous}
      table={{
        columns: [
          { key: 'rank', title: 'Rank', numeric: true },
          { key: 'name', title: ranking.nameTitle },
          { key: 'latest', title: `Points ${latest}`, numeric: true },
          { key: 'previous', title: `Points ${previous}`, numeric: true },
          { key: 'change', title: 'Change', numeric: true },
          { key: 'wins', title: 'Wins', numeric: true },
          { key: 'shortlists', title: 'Shortlists', numeric: true },
        ],
        rows: rows.map((row) => ({
          key: row.name,
          rank: row.rank,
          name: row.name,
          latest: row.latestPoints,
          previous: row.previousPoints,
          change: signedChange(row.change),
          wins: row.wins,
          shortlists: row.shortlists,
        })),
      }}
    />
  );
}

/**
 * Brand Rankings, Holding Companies and Network Companies (`/bidashboards/{page}`): the site's advertisers, holding
 * companies or networks ranked by their award points in the chosen year (the latest unless chosen) against the year
 * before, as a chart or a table with their wins and shortlists.
 */
export function BiRankingPage({ ranking }: { ranking: BiRanking }) {
  return (
    <BiDashboardFrame page={ranking.page}>
      {(siteId) => (
        <YearRankingsView
          siteId={siteId}
          dimensions={[ranking.dimension]}
          withWins
          empty={<BiEmptyState siteId={siteId} what={`Rankings of ${ranking.plural}`} />}
        >
          {(insights, year) => <YearRanking ranking={ranking} insights={insights} year={year} />}
        </YearRankingsView>
      )}
    </BiDashboardFrame>
  );
}
