import {
  AWARDS_LISTED_RESULTS,
  type AwardFilterValues,
  type AwardPointLevel,
  type AwardResult,
  type AwardResultTotals,
  type AwardResultType,
  type AwardsData,
  type AwardsGroup,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { awardResults } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';
import { filterForm, resultsCondition } from './award-filters.js';
import { levelsRelation, sitePointLevels } from './award-points.js';

/**
 * The result views (spec §2.3 results; §3 "Awards data"): a site's results under the filters, grouped by region,
 * office or category (groups by points, highest first), or, for the winners list, by award level (highest level
 * first); the totals and the dynamic award tally above them; the filter form.
 * A group with no value ('' region) is named NOT_GIVEN. Groups always count every result; the results listed stop
 * at AWARDS_LISTED_RESULTS (the page says how many are shown).
 */

export const NOT_GIVEN = 'Not given';

/** The column a result type groups by. */
const GROUP_COLUMNS = {
  region: 'region',
  office: 'office',
  category: 'category',
  winner: 'award_level',
} as const satisfies Record<AwardResultType, string>;

/**
 * The site's results under the filters with each one's points (`score`: its own, or its level's) and its level's
 * priority (`priority`), as a FROM clause: `select … from ${scoredResults(...)} where …` is not needed, the
 * filters are inside.
 */
export function scoredResults(levels: readonly AwardPointLevel[], condition: SQL): SQL {
  return sql`(select ${awardResults}.*, coalesce(${awardResults.points}, levels.points, 0)::float8 as score,
      coalesce(levels.priority, 1000) as priority
    from ${awardResults} left join ${levelsRelation(levels)} on levels.level_key = lower(${awardResults.awardLevel})
    where ${condition}) as scored`;
}

/**
 * Whether a scored result (a row of scoredResults) is an award won: every level but a shortlist, which has points and
 * is in the tally but is not counted as won (@portal/contracts rules/awards.ts). One condition for every figure.
 */
export const IS_WIN = sql.raw(`lower(award_level) <> 'shortlist'`);
export const IS_SHORTLIST = sql.raw(`lower(award_level) = 'shortlist'`);

interface ScoredRow {
  award_result_id: number;
  year: number;
  show_name: string;
  category: string;
  title: string;
  product: string;
  advertiser: string;
  agency: string;
  network: string;
  holding_company: string;
  office: string;
  city: string;
  region: string;
  award_level: string;
  credits: number;
  score: number;
}

export const toAwardResult = (row: ScoredRow): AwardResult => ({
  awardResultId: row.award_result_id,
  Category: row.category,
  Title: row.title,
  Product: row.product,
  Advertiser: row.advertiser,
  City: row.city,
  Awards: row.award_level,
  year: row.year,
  showName: row.show_name,
  agency: row.agency,
  network: row.network,
  holdingCompany: row.holding_company,
  office: row.office,
  region: row.region,
  points: Number(row.score),
  credits: row.credits,
});

/**
 * The totals and the dynamic award tally ('total_' + level) of the results under the filters. Two statements: the
 * per-level figures, and the distinct advertisers, agencies and shows by hashing (no sort), without the points.
 */
export async function resultTotals(
  db: Db,
  levels: readonly AwardPointLevel[],
  condition: SQL,
): Promise<AwardResultTotals> {
  const perLevel = await sqlRows<{ level: string; count: number; points: number; credits: number }>(
    db,
    sql`select award_level as level, count(*)::int as count, sum(score)::float8 as points, sum(credits)::int as credits
      from ${scoredResults(levels, condition)} group by award_level, priority order by priority, award_level`,
  );
  const distinct = (column: SQL) =>
    sql`(select count(*)::int from (select ${column} from ${awardResults} where ${condition} group by ${column}) d)`;
  const [counts] = await sqlRows<{ advertisers: number; agencies: number; shows: number }>(
    db,
    sql`select ${distinct(sql`${awardResults.advertiser}`)} as advertisers, ${distinct(sql`${awardResults.agency}`)} as agencies,
      ${distinct(sql`${awardResults.showName}, ${awardResults.year}`)} as shows`,
  );
  const dynamicAwardTally: Record<string, number> = {};
  for (const level of levels) dynamicAwardTally[`total_${level.level}`] = 0;
  for (const row of perLevel) {
    const known = levels.find((level) => level.level.toLowerCase() === row.level.toLowerCase());
    const key = `total_${known?.level ?? row.level}`;
    dynamicAwardTally[key] = (dynamicAwardTally[key] ?? 0) + row.count;
  }
  const sum = (pick: (row: (typeof perLevel)[number]) => number) =>
    perLevel.reduce((total, row) => total + pick(row), 0);
  return {
    totalNumberAwards: sum((row) => (row.level.toLowerCase() === 'shortlist' ? 0 : row.count)),
    totalNumberPoints: sum((row) => row.points),
    numberAdvertisers: counts?.advertisers ?? 0,
    numberAgencies: counts?.agencies ?? 0,
    peopleCredits: sum((row) => row.credits),
    numberShows: counts?.shows ?? 0,
    dynamicAwardTally,
  };
}

/** One result view of a site's results under the chosen filter values (already cleaned). */
export async function awardsData(
  db: Db,
  siteId: number,
  awardResultType: AwardResultType,
  currentFilterValues: AwardFilterValues,
): Promise<AwardsData> {
  const levels = await sitePointLevels(db, siteId);
  const condition = resultsCondition(siteId, currentFilterValues);
  const scored = scoredResults(levels, condition);
  const key = sql.raw(`scored.${GROUP_COLUMNS[awardResultType]}`);
  const groupRows = await sqlRows<{
    name: string;
    level: string;
    priority: number;
    count: number;
    wins: number;
    points: number;
  }>(
    db,
    sql`select ${key} as name, award_level as level, min(priority)::int as priority, count(*)::int as count,
        count(*) filter (where ${IS_WIN})::int as wins, sum(score)::float8 as points
      from ${scored} group by ${key}, award_level`,
  );
  const groups = new Map<string, AwardsGroup & { priority: number }>();
  for (const row of groupRows) {
    const name = row.name === '' ? NOT_GIVEN : row.name;
    const group = groups.get(name) ?? {
      groupName: name,
      numberAwards: 0,
      points: 0,
      tally: {},
      results: [],
      totalResults: 0,
      priority: row.priority,
    };
    group.numberAwards += row.wins;
    group.points += row.points;
    group.totalResults += row.count;
    group.tally[row.level] = (group.tally[row.level] ?? 0) + row.count;
    group.priority = Math.min(group.priority, row.priority);
    groups.set(name, group);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    awardResultType === 'winner'
      ? a.priority - b.priority
      : b.points - a.points || b.numberAwards - a.numberAwards || a.groupName.localeCompare(b.groupName),
  );
  // Listed in the groups' order (as sorted above), then by level, newest year first, up to AWARDS_LISTED_RESULTS: the
  // order is handed to the statement, so it keeps the best rows as it reads (a bounded top-N, not a sort of all).
  const orderValues = ordered.map(
    (group, index) => sql`(${group.groupName === NOT_GIVEN ? '' : group.groupName}::text, ${index}::int)`,
  );
  const listed =
    orderValues.length === 0
      ? []
      : await sqlRows<ScoredRow & { group_name: string }>(
          db,
          sql`select scored.*, ${key} as group_name from ${scored}
            join (values ${sql.join(orderValues, sql`, `)}) as group_order(name, position) on group_order.name = ${key}
            order by group_order.position, priority, year desc, score desc, title, award_result_id
            limit ${AWARDS_LISTED_RESULTS}`,
        );
  for (const row of listed) {
    groups.get(row.group_name === '' ? NOT_GIVEN : row.group_name)?.results.push(toAwardResult(row));
  }
  const shown = listed.length;
  const totals = await resultTotals(db, levels, condition);
  return {
    awardResultType,
    awardsData: ordered.map(({ priority: _priority, ...group }) => group),
    resultTotals: totals,
    awardNamesByPriority: levels.map((level) => level.level),
    filterForm: await filterForm(db, siteId, currentFilterValues),
    currentFilterValues,
    totalResults: ordered.reduce((sum, group) => sum + group.totalResults, 0),
    shownResults: shown,
  };
}
