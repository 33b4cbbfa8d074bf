import type { Readable } from 'node:stream';
import { AWARD_IMPORT_COLUMNS, type AwardImportColumn, type AwardsReportExportBody } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { awardResults } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';
import type { ReportColumn } from '../insights/report-export-cells.js';
import { csvFile, EXPORT_CONTENT_TYPES, xlsxFile } from '../insights/report-export-files.js';
import type { ExportRow } from '../insights/report-export-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { resultsCondition } from './award-filters.js';
import { awardsLeaderboard } from './award-leaderboard.js';
import { sitePointLevels } from './award-points.js';
import { scoredResults } from './award-results.js';

/** Results read per statement while the file is written (a short statement, and a short stretch of writing). */
const BATCH = 250;

/** The results report's columns: the import's own, in its order, so an exported file can be imported again. */
const RESULT_COLUMNS: readonly ReportColumn[] = (Object.keys(AWARD_IMPORT_COLUMNS) as AwardImportColumn[]).map(
  (key) => ({ key, width: key === 'title' ? 36 : key === 'year' || key === 'points' || key === 'credits' ? 8 : 22 }),
);

const LEADERBOARD_COLUMNS: readonly ReportColumn[] = [
  { key: 'rank', width: 6 },
  { key: 'agency', width: 28 },
  { key: 'network', width: 24 },
  { key: 'holding company', width: 24 },
  { key: 'year', width: 8 },
  { key: 'points', width: 10 },
  { key: 'previous year', width: 12 },
  { key: 'previous year points', width: 18 },
  { key: 'previous year rank', width: 18 },
  { key: 'awards', width: 8 },
];

/**
 * The awards reports (POST v2/awards/reports/export; the spec leaves their paths out): the results under the page's
 * filters, in the import's columns with each result's points, or the leaderboard under them. Streamed as CSV or
 * XLSX like the site's other reports (insights/report-export-files.ts: text cells neutralised against formulas).
 */
export async function awardsReport(
  db: Db,
  access: SiteAccess,
  body: Pick<AwardsReportExportBody, 'report' | 'format' | 'currentFilterValues'>,
  now = new Date(),
): Promise<{ fileName: string; contentType: string; file: Readable }> {
  const siteId = access.site.deploymentIndexId;
  const batches = body.report === 'results' ? resultBatches(db, siteId, body) : leaderboardBatches(db, siteId, body);
  const columns = body.report === 'results' ? RESULT_COLUMNS : LEADERBOARD_COLUMNS;
  const site =
    access.site.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  return {
    fileName: `${site}-awards-${body.report}-${now.toISOString().slice(0, 10)}.${body.format}`,
    contentType: EXPORT_CONTENT_TYPES[body.format],
    file:
      body.format === 'csv'
        ? csvFile(columns, batches)
        : xlsxFile(body.report === 'results' ? 'Award results' : 'Leaderboard', columns, batches),
  };
}

async function* resultBatches(
  db: Db,
  siteId: number,
  body: Pick<AwardsReportExportBody, 'currentFilterValues'>,
): AsyncIterable<ExportRow[]> {
  const levels = await sitePointLevels(db, siteId);
  const condition = resultsCondition(siteId, body.currentFilterValues);
  let after = 0;
  for (;;) {
    const rows = await sqlRows<Record<string, string | number>>(
      db,
      sql`select award_result_id, year, show_name, category, title, product, advertiser, agency, network,
          holding_company, office, city, region, award_level, score, credits
        from ${scoredResults(levels, sql`${condition} and ${awardResults.awardResultId} > ${after}`)}
        order by award_result_id limit ${BATCH}`,
    );
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.award_result_id);
    yield rows.map((row) => ({
      year: row.year!,
      show: row.show_name!,
      category: row.category!,
      title: row.title!,
      product: row.product!,
      advertiser: row.advertiser!,
      agency: row.agency!,
      network: row.network!,
      'holding company': row.holding_company!,
      office: row.office!,
      city: row.city!,
      region: row.region!,
      'award level': row.award_level!,
      points: Number(row.score),
      credits: row.credits!,
    }));
    if (rows.length < BATCH) return;
  }
}

async function* leaderboardBatches(
  db: Db,
  siteId: number,
  body: Pick<AwardsReportExportBody, 'currentFilterValues'>,
): AsyncIterable<ExportRow[]> {
  const board = await awardsLeaderboard(db, siteId, body.currentFilterValues);
  yield board.leaderboardData.map((row) => ({
    rank: row.currentYearIndex,
    agency: row.agencyName,
    network: row.network,
    'holding company': row.holdingCompany,
    year: Number(row.currentYearLabel),
    points: row.currentYearPoints,
    'previous year': Number(row.previousYearLabel),
    'previous year points': row.previousYearPoints,
    'previous year rank': row.previousYearIndex,
    awards: row.currentYearAwards,
  }));
}
