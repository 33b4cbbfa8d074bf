/**
 * The awards area's rules (spec §2.3 Awards, §3 "Awards data" and "Leaderboard"), written once for the server and
 * the awards pages. Schema-free, so a front end may import it at run time.
 *
 * An award result is one piece of work's result at one show in one year: a level (Grand Prix, Gold, Silver, Bronze,
 * Shortlist, or a level the site adds) worth points. The four result views group a site's results by region, office
 * or category, or list the winners one by one; the leaderboard ('Cadre Rankings') ranks agencies by points this year
 * against last year, sliced into leagues.
 */

/** The spec's result types (awardResultType). */
export type AwardResultType = 'region' | 'office' | 'category' | 'winner';

/** The result views of /awards/results/:view, their result type and the title 'Award Results - <view>' (spec §2.3). */
export const AWARD_RESULT_VIEWS = {
  'regional-view': { type: 'region', label: 'Regional View' },
  'office-view': { type: 'office', label: 'Office View' },
  'category-view': { type: 'category', label: 'Category View' },
  'winners-list-view': { type: 'winner', label: 'Winners List View' },
} as const satisfies Record<string, { type: AwardResultType; label: string }>;
export type AwardResultView = keyof typeof AWARD_RESULT_VIEWS;

/** One level of a site's points scheme, in priority order (awardNamesByPriority). */
export interface AwardPointLevel {
  level: string;
  points: number;
}

/**
 * The points a site starts with: the scheme Cannes Lions publishes for its points-based special awards (10 points
 * a Grand Prix, 7 a Gold Lion, 5 a Silver, 3 a Bronze, 1 a shortlisted entry; Cannes Lions' announcement of its 2014
 * special awards, as reported by Adrants, 2014-03). The LIONS Creativity Report and WARC's rankings weigh results the
 * same way, highest level first. A site administrator may change the points and add or remove levels. Every level but
 * Shortlist counts as an award won (the totals' totalNumberAwards, the showcase's winning work).
 */
export const DEFAULT_AWARD_POINTS: readonly AwardPointLevel[] = [
  { level: 'Grand Prix', points: 10 },
  { level: 'Gold', points: 7 },
  { level: 'Silver', points: 5 },
  { level: 'Bronze', points: 3 },
  { level: 'Shortlist', points: 1 },
];

/** The most levels a points scheme holds, and the highest points a level is worth. */
export const AWARD_POINT_LIMITS = { levels: 12, points: 1000, levelChars: 60 } as const;

/**
 * The filter form's fields (spec §3 "Filter form": filterFormName, filterGroups, filterFields, filterValues with
 * selected), in the order they show, each the name of a result's column. currentFilterValues maps a field to the
 * values chosen; no value chosen means every value.
 */
export const AWARD_FILTER_FIELDS = {
  year: 'Year',
  showName: 'Show',
  region: 'Region',
  office: 'Office',
  category: 'Category',
  awardLevel: 'Award',
  network: 'Network',
  holdingCompany: 'Holding company',
  agency: 'Agency',
  advertiser: 'Advertiser',
} as const;
export type AwardFilterField = keyof typeof AWARD_FILTER_FIELDS;
export const AWARD_FILTER_FIELD_NAMES = Object.keys(AWARD_FILTER_FIELDS) as AwardFilterField[];

/** The filter form's groups: where the work won, what it won, and whose it is. */
export const AWARD_FILTER_GROUPS: readonly { name: string; fields: readonly AwardFilterField[] }[] = [
  { name: 'Show', fields: ['year', 'showName', 'category', 'awardLevel'] },
  { name: 'Place', fields: ['region', 'office'] },
  { name: 'Company', fields: ['holdingCompany', 'network', 'agency', 'advertiser'] },
];

/** The most values of one filter field a request may choose, and the longest value. */
export const AWARD_FILTER_LIMITS = { valuesPerField: 200, valueChars: 200 } as const;

/**
 * The leaderboard's leagues: the ranking sliced by rank (1-based, inclusive); a league shows when the ranking
 * reaches it. The spec's leaderboardLeagues carry 0-based startIndex and endIndex into leaderboardData.
 */
export const LEADERBOARD_LEAGUE_BOUNDS: readonly { leagueName: string; first: number; last: number }[] = [
  { leagueName: 'Top 5', first: 1, last: 5 },
  { leagueName: 'Ranks 6–10', first: 6, last: 10 },
  { leagueName: 'Ranks 11–20', first: 11, last: 20 },
  { leagueName: 'Ranks 21–50', first: 21, last: 50 },
  { leagueName: 'Ranks 51–100', first: 51, last: 100 },
];

/**
 * The columns of an awards import file (CSV or XLSX, first row the headers, in any order, matched without regard to
 * case, spaces or punctuation). Points may be left empty: the level's points in the site's scheme then apply.
 */
export const AWARD_IMPORT_COLUMNS = {
  show: { field: 'showName', required: true },
  year: { field: 'year', required: true },
  category: { field: 'category', required: true },
  title: { field: 'title', required: true },
  product: { field: 'product', required: false },
  advertiser: { field: 'advertiser', required: true },
  agency: { field: 'agency', required: true },
  network: { field: 'network', required: false },
  'holding company': { field: 'holdingCompany', required: false },
  office: { field: 'office', required: false },
  city: { field: 'city', required: false },
  region: { field: 'region', required: false },
  'award level': { field: 'awardLevel', required: true },
  points: { field: 'points', required: false },
  credits: { field: 'credits', required: false },
} as const;
export type AwardImportColumn = keyof typeof AWARD_IMPORT_COLUMNS;

/**
 * The most results a site holds (every year together). Cannes Lions gives about 3,000 shortlists and Lions a year
 * across every entrant; a network's own results are a fraction of that, so this holds many years of a large network's
 * results, while every awards page stays a few statements over at most this many rows (measured by the event-loop
 * stall test: at 20,000 a result view held the embedded database up to 150 ms a statement).
 */
export const AWARD_RESULTS_PER_SITE = 10_000;

/** Bounds of an awards import: the file's size, its rows, a cell's length, and how many row errors are reported. */
export const AWARD_IMPORT_LIMITS = {
  bytes: 5 * 1024 * 1024,
  rows: 10_000,
  cellChars: 300,
  reportedErrors: 200,
  years: { first: 1950, last: 2100 },
  credits: 10_000,
} as const;
