import type { AwardRankingDimension, AwardsInsights, AwardsInsightsBody } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import { filterForm, resultsCondition } from './award-filters.js';
import { sitePointLevels } from './award-points.js';
import { IS_SHORTLIST, IS_WIN, resultTotals, scoredResults } from './award-results.js';

/** The column each ranking groups by. */
const RANKING_COLUMNS = {
  advertiser: 'advertiser',
  agency: 'agency',
  network: 'network',
  holdingCompany: 'holding_company',
  category: 'category',
  region: 'region',
  office: 'office',
  showName: 'show_name',
} as const satisfies Record<AwardRankingDimension, string>;

/**
 * Figures for charts of a site's results under the filters (the Cannes dashboard, the BI dashboards' rankings):
 * points, wins and shortlists per year; results and points per level; and the rankings asked for (by advertiser,
 * agency, network, holding company, category, region, office or show), each its top rows by points with their points
 * in the latest year of the filters and the year before (for "change on last year"). Values left empty in the data
 * are not ranked.
 */
export async function awardsInsights(
  db: Db,
  siteId: number,
  body: Omit<AwardsInsightsBody, 'deploymentIndexId'>,
): Promise<AwardsInsights> {
  const levels = await sitePointLevels(db, siteId);
  const condition = resultsCondition(siteId, body.currentFilterValues);
  const scored = () => scoredResults(levels, condition);
  const byYear = await sqlRows<{ year: number; points: number; wins: number; shortlists: number }>(
    db,
    sql`select year, sum(score)::float8 as points,
        count(*) filter (where ${IS_WIN})::int as wins,
        count(*) filter (where ${IS_SHORTLIST})::int as shortlists
      from ${scored()} group by year order by year`,
  );
  const byLevel = await sqlRows<{ level: string; count: number; points: number }>(
    db,
    sql`select award_level as level, count(*)::int as count, sum(score)::float8 as points
      from ${scored()} group by award_level, priority order by priority, award_level`,
  );
  const latest = byYear.length > 0 ? byYear[byYear.length - 1]!.year : null;
  const rankings = [];
  for (const dimension of body.rankings) {
    const column = sql.raw(`scored.${RANKING_COLUMNS[dimension]}`);
    const rows = await sqlRows<{
      name: string;
      points: number;
      wins: number;
      shortlists: number;
      latest_points: number;
      previous_points: number;
    }>(
      db,
      sql`select ${column} as name, sum(score)::float8 as points,
          count(*) filter (where ${IS_WIN})::int as wins,
          count(*) filter (where ${IS_SHORTLIST})::int as shortlists,
          coalesce(sum(score) filter (where year = ${latest ?? 0}::int), 0)::float8 as latest_points,
          coalesce(sum(score) filter (where year = ${(latest ?? 0) - 1}::int), 0)::float8 as previous_points
        from ${scored()} where ${column} <> ''
        group by ${column} order by points desc, wins desc, ${column} limit ${body.top ?? 10}`,
    );
    rankings.push({
      dimension,
      rows: rows.map((row) => ({
        name: row.name,
        points: row.points,
        wins: row.wins,
        shortlists: row.shortlists,
        latestPoints: row.latest_points,
        previousPoints: row.previous_points,
      })),
    });
  }
  return {
    byYear,
    byLevel,
    rankings,
    resultTotals: await resultTotals(db, levels, condition),
    awardNamesByPriority: levels.map((level) => level.level),
    latestYear: latest,
    filterForm: await filterForm(db, siteId, body.currentFilterValues),
    currentFilterValues: body.currentFilterValues,
  };
}
