import { Type, type Static } from 'typebox';
import {
  AWARD_FILTER_LIMITS,
  AWARD_POINT_LIMITS,
  type AwardFilterField,
  type AwardResultType,
} from '../rules/awards.js';
import { ApiError } from './common.js';
import { NullableInteger, NullableString } from './schema-kit.js';

/**
 * The awards calls (calls doc §7 "Awards"), under v2/awards/ like the uploader's entity fetches: the spec names
 * getAwardsData (deploymentIndexId, awardResultType), getFilteredAwardsData (currentFilterValues),
 * getAwardsLeaderboard and getFilteredAwardsLeaderboard (currentFilterValues, selectedLeaderboardLeague). The spec
 * leaves out the paths of the awards reports and of what a site administrator does to the results; chosen here:
 *   POST v2/awards/import            a results file (CSV or XLSX, multipart: deploymentIndexId, file)
 *   GET  v2/awards/imports           the site's imports, newest first
 *   GET  v2/awards/pointScheme       the points per award level; PUT the same path to change them
 *   POST v2/awards/showcase          the winning work, with the site's asset of each where it holds one
 *   POST v2/awards/insights          figures for charts (the Cannes dashboard, the BI dashboards' rankings)
 *   POST v2/awards/reports/export    the results or the leaderboard as CSV or XLSX (the awards reports)
 * Every call needs a user of the site; importing and changing the points need the site's manageAwards ability.
 */

const SiteId = Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' });

const FilterValueList = Type.Array(Type.String({ maxLength: AWARD_FILTER_LIMITS.valueChars }), {
  maxItems: AWARD_FILTER_LIMITS.valuesPerField,
});

/**
 * currentFilterValues: for each filter field, the values chosen (a result matches one of them); a field left out or
 * empty filters nothing. Years are given as text ("2025"), as the filter form gives them.
 */
export const AwardFilterValues = Type.Object(
  {
    year: Type.Optional(FilterValueList),
    showName: Type.Optional(FilterValueList),
    region: Type.Optional(FilterValueList),
    office: Type.Optional(FilterValueList),
    category: Type.Optional(FilterValueList),
    awardLevel: Type.Optional(FilterValueList),
    network: Type.Optional(FilterValueList),
    holdingCompany: Type.Optional(FilterValueList),
    agency: Type.Optional(FilterValueList),
    advertiser: Type.Optional(FilterValueList),
  } satisfies Record<AwardFilterField, unknown>,
  { title: 'AwardFilterValues', additionalProperties: false },
);
export type AwardFilterValues = Static<typeof AwardFilterValues>;

/** GET v2/awards/getAwardsData query. */
export const AwardsDataQuery = Type.Object(
  {
    deploymentIndexId: SiteId,
    awardResultType: Type.Union(
      [Type.Literal('region'), Type.Literal('office'), Type.Literal('category'), Type.Literal('winner')],
      { description: 'How the results are grouped: region, office, category, or winner (the winners list).' },
    ),
  },
  { title: 'AwardsDataQuery' },
);
export type AwardsDataQuery = Static<typeof AwardsDataQuery>;

/** POST v2/awards/getFilteredAwardsData body. */
export const FilteredAwardsDataBody = Type.Object(
  {
    deploymentIndexId: SiteId,
    awardResultType: AwardsDataQuery.properties.awardResultType,
    currentFilterValues: AwardFilterValues,
  },
  { title: 'FilteredAwardsDataBody', additionalProperties: false },
);
export type FilteredAwardsDataBody = Static<typeof FilteredAwardsDataBody>;

/**
 * One award result (spec §3 "Award result": Category, Title, Product, Advertiser, City, Awards, spelled as the spec
 * spells them), with what the details panel shows besides. Awards is the level won ("Gold"); points are the level's
 * points in the site's scheme unless the import gave the row its own.
 */
export const AwardResult = Type.Object(
  {
    awardResultId: Type.Integer(),
    Category: Type.String(),
    Title: Type.String(),
    Product: Type.String(),
    Advertiser: Type.String(),
    City: Type.String(),
    Awards: Type.String(),
    year: Type.Integer(),
    showName: Type.String(),
    agency: Type.String(),
    network: Type.String(),
    holdingCompany: Type.String(),
    office: Type.String(),
    region: Type.String(),
    points: Type.Number(),
    credits: Type.Integer({ description: 'People credited on the work.' }),
  },
  { title: 'AwardResult' },
);
export type AwardResult = Static<typeof AwardResult>;

/** A count per award level, keyed by the level's name. */
const LevelCounts = Type.Record(Type.String(), Type.Integer());

/** One group of a result view (a region, an office, a category, or an award level of the winners list). */
export const AwardsGroup = Type.Object(
  {
    groupName: Type.String(),
    numberAwards: Type.Integer({ description: 'Results at a winning level (not shortlists).' }),
    points: Type.Number(),
    tally: LevelCounts,
    results: Type.Array(AwardResult),
    totalResults: Type.Integer({ description: 'How many results the group holds (results may list fewer).' }),
  },
  { title: 'AwardsGroup' },
);
export type AwardsGroup = Static<typeof AwardsGroup>;

/**
 * The totals above a result view (spec §3): awards won (shortlists not counted), points, distinct advertisers,
 * agencies and shows (a show in a year counts once), people credited, and the dynamic award tally: a count per
 * level, keyed 'total_' + the level ("total_Gold").
 */
export const AwardResultTotals = Type.Object(
  {
    totalNumberAwards: Type.Integer(),
    totalNumberPoints: Type.Number(),
    numberAdvertisers: Type.Integer(),
    numberAgencies: Type.Integer(),
    peopleCredits: Type.Integer(),
    numberShows: Type.Integer(),
    dynamicAwardTally: LevelCounts,
  },
  { title: 'AwardResultTotals' },
);
export type AwardResultTotals = Static<typeof AwardResultTotals>;

/**
 * One value of a filter field (spec §3 filter value: fieldCode, fieldValue, fieldValueOrder, selected): how many
 * results hold it under the other fields' choices (`count`), and whether it is chosen. The spec's primaryId has no
 * counterpart: an awards value is the text of the results' column, not a row of its own.
 */
const AwardFilterValue = Type.Object(
  {
    fieldCode: Type.String(),
    fieldValue: Type.String(),
    fieldValueOrder: Type.Integer({ minimum: 0, description: 'Its place in the list, from 0.' }),
    count: Type.Integer(),
    selected: Type.Boolean(),
  },
  { title: 'AwardFilterValue' },
);
/**
 * The filter form (spec §3: filterFormName, filterGroups with groupName and filterFields; a field's fieldName,
 * fieldCode, isMultiple and filterValues). fieldCode is the field's key in currentFilterValues ('agency'), fieldName
 * what the page calls it ('Agency'); every awards field takes several values.
 */
export const AwardFilterForm = Type.Object(
  {
    filterFormName: Type.String(),
    filterGroups: Type.Array(
      Type.Object({
        groupName: Type.String(),
        filterFields: Type.Array(
          Type.Object({
            fieldName: Type.String(),
            fieldCode: Type.String(),
            isMultiple: Type.Boolean(),
            filterValues: Type.Array(AwardFilterValue),
          }),
        ),
      }),
    ),
  },
  { title: 'AwardFilterForm' },
);
export type AwardFilterForm = Static<typeof AwardFilterForm>;

/** The answer of getAwardsData and getFilteredAwardsData (spec §3 "Awards data"). */
export const AwardsData = Type.Object(
  {
    awardResultType: AwardsDataQuery.properties.awardResultType,
    awardsData: Type.Array(AwardsGroup),
    resultTotals: AwardResultTotals,
    awardNamesByPriority: Type.Array(Type.String()),
    filterForm: AwardFilterForm,
    currentFilterValues: AwardFilterValues,
    totalResults: Type.Integer({ description: 'Results matching the filters.' }),
    shownResults: Type.Integer({ description: 'Results listed in the groups (at most AWARDS_LISTED_RESULTS).' }),
  },
  { title: 'AwardsData' },
);
export type AwardsData = Static<typeof AwardsData>;

/** The most results one answer lists (the groups' figures always count every result). */
export const AWARDS_LISTED_RESULTS = 1000;

/** GET v2/awards/getAwardsLeaderboard query. */
export const AwardsLeaderboardQuery = Type.Object({ deploymentIndexId: SiteId }, { title: 'AwardsLeaderboardQuery' });
export type AwardsLeaderboardQuery = Static<typeof AwardsLeaderboardQuery>;

/** POST v2/awards/getFilteredAwardsLeaderboard body. */
export const FilteredAwardsLeaderboardBody = Type.Object(
  {
    deploymentIndexId: SiteId,
    currentFilterValues: AwardFilterValues,
    selectedLeaderboardLeague: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { title: 'FilteredAwardsLeaderboardBody', additionalProperties: false },
);
export type FilteredAwardsLeaderboardBody = Static<typeof FilteredAwardsLeaderboardBody>;

/** One slice of the ranking (0-based indexes into leaderboardData, both included). */
export const LeaderboardLeague = Type.Object(
  { leagueName: Type.String(), startIndex: Type.Integer(), endIndex: Type.Integer() },
  { title: 'LeaderboardLeague' },
);
export type LeaderboardLeague = Static<typeof LeaderboardLeague>;

/**
 * One agency's row (spec §3: agencyName, currentYearPoints, previousYearPoints, year labels and indexes): its rank
 * this year and last year (1-based; null when it had no points last year).
 */
export const LeaderboardRow = Type.Object(
  {
    agencyName: Type.String(),
    network: Type.String(),
    holdingCompany: Type.String(),
    currentYearPoints: Type.Number(),
    previousYearPoints: Type.Number(),
    currentYearLabel: Type.String(),
    previousYearLabel: Type.String(),
    currentYearIndex: Type.Integer(),
    previousYearIndex: NullableInteger,
    currentYearAwards: Type.Integer({ description: 'Results at a winning level this year.' }),
  },
  { title: 'LeaderboardRow' },
);
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/** The answer of getAwardsLeaderboard and getFilteredAwardsLeaderboard ('Cadre Rankings'). */
export const AwardsLeaderboard = Type.Object(
  {
    leaderboardLeagues: Type.Array(LeaderboardLeague),
    selectedLeaderboardLeague: NullableString,
    leaderboardData: Type.Array(LeaderboardRow),
    currentYearLabel: NullableString,
    previousYearLabel: NullableString,
    filterForm: AwardFilterForm,
    currentFilterValues: AwardFilterValues,
  },
  { title: 'AwardsLeaderboard' },
);
export type AwardsLeaderboard = Static<typeof AwardsLeaderboard>;

/** A site query (the imports, the points scheme). */
export const AwardsSiteQuery = Type.Object({ deploymentIndexId: SiteId }, { title: 'AwardsSiteQuery' });
export type AwardsSiteQuery = Static<typeof AwardsSiteQuery>;

/** GET and PUT v2/awards/pointScheme: the levels in priority order, the highest first. */
export const AwardPointScheme = Type.Object(
  {
    levels: Type.Array(
      Type.Object({
        level: Type.String({ minLength: 1, maxLength: AWARD_POINT_LIMITS.levelChars }),
        points: Type.Number({ minimum: 0, maximum: AWARD_POINT_LIMITS.points }),
      }),
      { minItems: 1, maxItems: AWARD_POINT_LIMITS.levels },
    ),
    isDefault: Type.Boolean({ description: 'The site has not changed the published scheme it starts with.' }),
    source: Type.String({ description: 'Where the default points come from.' }),
    canManage: Type.Boolean({
      description: "Whether the caller may change the points and import the site's results (manageAwards).",
    }),
  },
  { title: 'AwardPointScheme' },
);
export type AwardPointScheme = Static<typeof AwardPointScheme>;

export const AwardPointSchemeBody = Type.Object(
  { deploymentIndexId: SiteId, levels: AwardPointScheme.properties.levels },
  { title: 'AwardPointSchemeBody', additionalProperties: false },
);
export type AwardPointSchemeBody = Static<typeof AwardPointSchemeBody>;

/** One import of a results file. */
export const AwardsImport = Type.Object(
  {
    importId: Type.Integer(),
    fileName: Type.String(),
    years: Type.Array(Type.Integer()),
    rows: Type.Integer(),
    replacedRows: Type.Integer({ description: 'Rows of the same years that the import replaced.' }),
    importedBy: NullableString,
    importedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'AwardsImport' },
);
export type AwardsImport = Static<typeof AwardsImport>;

export const AwardsImportList = Type.Object({ imports: Type.Array(AwardsImport) }, { title: 'AwardsImportList' });
export type AwardsImportList = Static<typeof AwardsImportList>;

/** One bad row of an import file: its row number in the file (the header is row 1), the column, and what is wrong. */
export const AwardsImportRowError = Type.Object(
  { row: Type.Integer(), column: NullableString, message: Type.String() },
  { title: 'AwardsImportRowError' },
);
export type AwardsImportRowError = Static<typeof AwardsImportRowError>;

/**
 * A refused import (400): nothing was stored. When the file's rows were read, every bad row is reported (the first
 * AWARD_IMPORT_LIMITS.reportedErrors); a form or file refused before that has the error alone.
 */
export const AwardsImportRefused = Type.Object(
  {
    ...ApiError.properties,
    rowErrors: Type.Optional(Type.Array(AwardsImportRowError, { description: 'When the rows were read.' })),
    rowsWithErrors: Type.Optional(Type.Integer()),
  },
  { title: 'AwardsImportRefused' },
);
export type AwardsImportRefused = Static<typeof AwardsImportRefused>;

/** POST v2/awards/showcase body. */
export const AwardsShowcaseBody = Type.Object(
  { deploymentIndexId: SiteId, currentFilterValues: AwardFilterValues },
  { title: 'AwardsShowcaseBody', additionalProperties: false },
);
export type AwardsShowcaseBody = Static<typeof AwardsShowcaseBody>;

/** The most winning works the showcase shows. */
export const AWARDS_SHOWCASE_ITEMS = 60;

/**
 * One winning work of the showcase, and the site's asset of it where the site holds one the user may open: an asset
 * whose title holds the result's title and whose client (or title) names its advertiser (the card says so).
 */
export const AwardsShowcaseItem = Type.Object(
  {
    result: AwardResult,
    asset: Type.Union([
      Type.Object({ docId: Type.String(), title: Type.String(), thumbnailUrl: NullableString }),
      Type.Null(),
    ]),
  },
  { title: 'AwardsShowcaseItem' },
);
export type AwardsShowcaseItem = Static<typeof AwardsShowcaseItem>;

export const AwardsShowcase = Type.Object(
  {
    items: Type.Array(AwardsShowcaseItem),
    totalWins: Type.Integer(),
    filterForm: AwardFilterForm,
    currentFilterValues: AwardFilterValues,
  },
  { title: 'AwardsShowcase' },
);
export type AwardsShowcase = Static<typeof AwardsShowcase>;

/** What the award figures may be ranked by. */
export const AWARD_RANKING_DIMENSIONS = [
  'advertiser',
  'agency',
  'network',
  'holdingCompany',
  'category',
  'region',
  'office',
  'showName',
] as const;
export type AwardRankingDimension = (typeof AWARD_RANKING_DIMENSIONS)[number];

/** POST v2/awards/insights body: the filters, the rankings wanted and how many rows each. */
export const AwardsInsightsBody = Type.Object(
  {
    deploymentIndexId: SiteId,
    currentFilterValues: AwardFilterValues,
    rankings: Type.Array(
      Type.Union([
        Type.Literal('advertiser'),
        Type.Literal('agency'),
        Type.Literal('network'),
        Type.Literal('holdingCompany'),
        Type.Literal('category'),
        Type.Literal('region'),
        Type.Literal('office'),
        Type.Literal('showName'),
      ]),
      {
        maxItems: AWARD_RANKING_DIMENSIONS.length,
        uniqueItems: true,
      },
    ),
    top: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  { title: 'AwardsInsightsBody', additionalProperties: false },
);
export type AwardsInsightsBody = Static<typeof AwardsInsightsBody>;

/** One row of a ranking: points, wins and shortlists, this year and the previous one within the filters. */
export const AwardRankingRow = Type.Object(
  {
    name: Type.String(),
    points: Type.Number(),
    wins: Type.Integer(),
    shortlists: Type.Integer(),
    previousPoints: Type.Number({ description: 'Points in the year before the latest year of the filters.' }),
    latestPoints: Type.Number({ description: 'Points in the latest year of the filters.' }),
  },
  { title: 'AwardRankingRow' },
);
export type AwardRankingRow = Static<typeof AwardRankingRow>;

export const AwardsInsights = Type.Object(
  {
    byYear: Type.Array(
      Type.Object({ year: Type.Integer(), points: Type.Number(), wins: Type.Integer(), shortlists: Type.Integer() }),
    ),
    byLevel: Type.Array(Type.Object({ level: Type.String(), count: Type.Integer(), points: Type.Number() })),
    rankings: Type.Array(
      Type.Object({
        dimension: Type.String(),
        rows: Type.Array(AwardRankingRow),
      }),
    ),
    resultTotals: AwardResultTotals,
    awardNamesByPriority: Type.Array(Type.String()),
    latestYear: NullableInteger,
    filterForm: AwardFilterForm,
    currentFilterValues: AwardFilterValues,
  },
  { title: 'AwardsInsights' },
);
export type AwardsInsights = Static<typeof AwardsInsights>;

/** POST v2/awards/reports/export body: which report, its format, and the filters (the page's own). */
export const AwardsReportExportBody = Type.Object(
  {
    deploymentIndexId: SiteId,
    report: Type.Union([Type.Literal('results'), Type.Literal('leaderboard')]),
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
    currentFilterValues: AwardFilterValues,
  },
  { title: 'AwardsReportExportBody', additionalProperties: false },
);
export type AwardsReportExportBody = Static<typeof AwardsReportExportBody>;

// The literal lists above spell the rules' lists out (TypeBox infers a literal union from a written list only).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameTypes: Same<AwardsDataQuery['awardResultType'], AwardResultType> = true;
const _sameDimensions: Same<AwardsInsightsBody['rankings'][number], AwardRankingDimension> = true;
void _sameTypes;
void _sameDimensions;
