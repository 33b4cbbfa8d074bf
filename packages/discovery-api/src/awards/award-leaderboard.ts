import {
  LEADERBOARD_LEAGUE_BOUNDS,
  type AwardFilterValues,
  type AwardsLeaderboard,
  type LeaderboardLeague,
  type LeaderboardRow,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import { filterForm, latestYear, resultsCondition } from './award-filters.js';
import { sitePointLevels } from './award-points.js';
import { IS_WIN, scoredResults } from './award-results.js';

/** The most agencies the leaderboard ranks (its last league ends there). */
export const LEADERBOARD_MAX_ROWS = LEADERBOARD_LEAGUE_BOUNDS[LEADERBOARD_LEAGUE_BOUNDS.length - 1]!.last;

/**
 * The leaderboard ('Cadre Rankings', spec §3 "Leaderboard"): agencies ranked by points in the current year (the
 * latest year chosen, or the latest year of the site's results), with their points and rank the year before, under
 * the other filters; sliced into leagues (LEADERBOARD_LEAGUE_BOUNDS) as far as the ranking reaches. An agency with
 * points last year and none this year is ranked after those with points, by last year's points. Ties share the
 * order of more wins, then name; a rank is a position (1, 2, 3…). The league asked for is selected when the ranking
 * reaches it; otherwise (new filters made the ranking shorter) the first league is.
 */
export async function awardsLeaderboard(
  db: Db,
  siteId: number,
  currentFilterValues: AwardFilterValues,
  selectedLeague?: string,
): Promise<AwardsLeaderboard> {
  const chosenYears = (currentFilterValues.year ?? []).map(Number);
  const current = chosenYears.length > 0 ? Math.max(...chosenYears) : await latestYear(db, siteId);
  const form = await filterForm(db, siteId, currentFilterValues);
  if (current === null) {
    return {
      leaderboardLeagues: [],
      selectedLeaderboardLeague: null,
      leaderboardData: [],
      currentYearLabel: null,
      previousYearLabel: null,
      filterForm: form,
      currentFilterValues,
    };
  }
  const previous = current - 1;
  const levels = await sitePointLevels(db, siteId);
  const condition = sql`${resultsCondition(siteId, currentFilterValues, 'year')} and year in (${current}::int, ${previous}::int)`;
  const rows = await sqlRows<{
    agency: string;
    network: string;
    holding: string;
    current_points: number;
    previous_points: number;
    current_wins: number;
  }>(
    db,
    sql`select agency, max(network) as network, max(holding_company) as holding,
        coalesce(sum(score) filter (where year = ${current}::int), 0)::float8 as current_points,
        coalesce(sum(score) filter (where year = ${previous}::int), 0)::float8 as previous_points,
        count(*) filter (where year = ${current}::int and ${IS_WIN})::int as current_wins
      from ${scoredResults(levels, condition)}
      group by agency
      order by current_points desc, current_wins desc, previous_points desc, agency
      limit ${LEADERBOARD_MAX_ROWS}`,
  );
  const previousRanks = new Map(
    [...rows]
      .filter((row) => row.previous_points > 0)
      .sort((a, b) => b.previous_points - a.previous_points || a.agency.localeCompare(b.agency))
      .map((row, index) => [row.agency, index + 1]),
  );
  const leaderboardData: LeaderboardRow[] = rows.map((row, index) => ({
    agencyName: row.agency,
    network: row.network,
    holdingCompany: row.holding,
    currentYearPoints: row.current_points,
    previousYearPoints: row.previous_points,
    currentYearLabel: String(current),
    previousYearLabel: String(previous),
    currentYearIndex: index + 1,
    previousYearIndex: previousRanks.get(row.agency) ?? null,
    currentYearAwards: row.current_wins,
  }));
  const leaderboardLeagues: LeaderboardLeague[] = LEADERBOARD_LEAGUE_BOUNDS.filter(
    (league) => league.first <= leaderboardData.length,
  ).map((league) => ({
    leagueName: league.leagueName,
    startIndex: league.first - 1,
    endIndex: Math.min(league.last, leaderboardData.length) - 1,
  }));
  return {
    leaderboardLeagues,
    selectedLeaderboardLeague: leaderboardLeagues.some((league) => league.leagueName === selectedLeague)
      ? selectedLeague!
      : (leaderboardLeagues[0]?.leagueName ?? null),
    leaderboardData,
    currentYearLabel: String(current),
    previousYearLabel: String(previous),
    filterForm: form,
    currentFilterValues,
  };
}
