import type { AwardFilterValues, AwardRankingDimension, AwardRankingRow } from '../api/awards.js';

/**
 * The built-in BI dashboards (spec §2.1 `/bidashboards`): the pages under the BI dashboards home, what each ranks
 * and how many names it shows, and what it shows in a sentence (its card on the BI dashboards home, and the
 * description of the demo's dashboard asset for it). Shared by the dashboards remote, which draws them, and the server, which renders the
 * same charts to PDF and PNG for POST v2/powerbi/export (bi/bi-export-charts.ts).
 */
export const BI_DASHBOARD_PAGES = {
  'brand-rankings': {
    title: 'Brand Rankings',
    dimension: 'advertiser',
    size: 15,
    nameTitle: 'Advertiser',
    shows: 'Advertisers (the brands’ owners) ranked by award points, the latest year against the year before.',
  },
  'holding-companies': {
    title: 'Holding Companies',
    dimension: 'holdingCompany',
    size: 15,
    nameTitle: 'Holding company',
    shows: 'Holding companies ranked by award points and wins, the latest year against the year before.',
  },
  'network-companies': {
    title: 'Network Companies',
    dimension: 'network',
    size: 15,
    nameTitle: 'Network',
    shows: 'Agency networks ranked by award points and wins, the latest year against the year before.',
  },
  'brand-rankings-preview': {
    title: 'Brand Rankings Preview',
    dimension: 'advertiser',
    size: 5,
    nameTitle: 'Advertiser',
    shows: 'The year’s top five brands at a glance, with their change on the year before.',
  },
} as const satisfies Record<
  string,
  { title: string; dimension: AwardRankingDimension; size: number; nameTitle: string; shows: string }
>;
export type BiDashboardPageName = keyof typeof BI_DASHBOARD_PAGES;

export const isBiDashboardPageName = (name: string): name is BiDashboardPageName =>
  Object.prototype.hasOwnProperty.call(BI_DASHBOARD_PAGES, name);

/**
 * A BI page is a dashboard asset of the site (issue 36): the asset whose externalSource is this (any case) and whose
 * externalId is the page's name. Its external URL is either the page's built-in address below (the embedded default:
 * the portal draws the page from its award results) or an outside report (Power BI, Tableau), which the page then
 * embeds as the content page does (/sites/{id}/asset/embed?docId=). A site without such an asset shows the built-in
 * page. Site editors set the two fields in the uploader's metadata (ExternalSource, ExternalId).
 */
export const BI_DASHBOARD_SOURCE = 'biDashboards';

/** The built-in page of a site, made to be embedded (route flag hideHeader), e.g. by the page's dashboard asset. */
export const biDashboardPagePath = (siteId: number, page: BiDashboardPageName) =>
  `/sites/${siteId}/bidashboards/${page}`;

/**
 * The filters of a year's rankings: the year and the one before, so that the server's points of "the year before
 * the latest year of the filters" are that year's, not nothing.
 */
export const yearAndPrevious = (year: number): AwardFilterValues => ({ year: [String(year - 1), String(year)] });

export interface RankedRow extends AwardRankingRow {
  rank: number;
  /** Points this year minus the year before. */
  change: number;
}

/**
 * A ranking of the year: the server ranks by the points of both years asked for, the dashboards by this year's, then
 * last year's, then the name; names without points in either year are left out. At most `size` rows.
 */
export function rankByLatestYear(rows: readonly AwardRankingRow[], size: number): RankedRow[] {
  return rows
    .filter((row) => row.latestPoints > 0 || row.previousPoints > 0)
    .sort(
      (a, b) => b.latestPoints - a.latestPoints || b.previousPoints - a.previousPoints || a.name.localeCompare(b.name),
    )
    .slice(0, size)
    .map((row, index) => ({ ...row, rank: index + 1, change: row.latestPoints - row.previousPoints }));
}

/** A change of points as a table says it: '+12', '−3', '0'. */
export const signedChange = (change: number) =>
  change > 0 ? `+${change.toLocaleString('en')}` : change < 0 ? `−${Math.abs(change).toLocaleString('en')}` : '0';
