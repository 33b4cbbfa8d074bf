// wire pass: keyset pages over timestamps kept as PostgreSQL text, and the row counts, through the pg driver.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, REPORT_ROWS_HEADER } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { recordAssetInteraction } from '../../../../assets/asset-interactions.js';
import { assetReportEvents, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { EXPORT_BATCH_ROWS } from '../../../../insights/report-export-rows.js';
import { castSite } from '../../../../test/cast-site.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import {
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

type Row = Record<string, string>;

const ASSET_COLUMNS = [
  'assetId',
  'assetName',
  'userId',
  'userFullName',
  'userEmail',
  'date',
  'year',
  'month',
  'day',
  'reportName',
  'title',
  'docId',
  'deploymentIndexId',
  'deploymentIndexName',
];
const SEARCH_COLUMNS = [
  'query',
  'type',
  'source',
  'page',
  'resultCount',
  'userId',
  'userFullName',
  'userEmail',
  'date',
];
const INJECTION = '=HYPERLINK("http://x","y")';

/**
 * GET v2/deploymentIndexes/{indexId}/reports/{reportName}/export: the site's reports as CSV and XLSX, parsed back and
 * compared with the activity the test recorded (on a site of its own, test/cast-site.ts, where SITE_ADMIN holds
 * exportReports and UPLOADER, SITE_VIEWER and SECOND_VIEWER do not).
 */
describe('report export', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let brief: Asset;
  let plan: Asset;

  const exportOf = (siteId: number, reportName: string, query: string, as?: string) =>
    context.request('GET', `/api/v2/deploymentIndexes/${siteId}/reports/${reportName}/export${query}`, { as });
  const exported = async (siteId: number, reportName: string, query: string, as = SITE_ADMIN) => {
    const response = await exportOf(siteId, reportName, query, as);
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };
  const csvRows = (response: LightMyRequestResponse): { header: string[]; rows: Row[] } => {
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.equal(response.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'UTF-8 with a byte-order mark');
    const records: string[][] = parse(response.rawPayload, { bom: true });
    const [header, ...lines] = records;
    const rows = lines.map((line) => Object.fromEntries(header!.map((key, i) => [key, line[i] ?? ''])));
    assert.equal(response.headers[REPORT_ROWS_HEADER.toLowerCase()], String(rows.length), 'the row count comes first');
    return { header: header!, rows };
  };
  const xlsxSheet = async (response: LightMyRequestResponse) => {
    assert.equal(response.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    assert.equal(workbook.worksheets.length, 1);
    return workbook.worksheets[0]!;
  };
  /** The sheet's data rows as text by column (dates as ISO strings, numbers as their digits), and its header. */
  const xlsxRows = (sheet: ExcelJS.Worksheet) => {
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Row[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push(
        Object.fromEntries(
          header.map((key, i) => {
            const value = row.getCell(i + 1).value;
            return [key, value instanceof Date ? value.toISOString() : value === null ? '' : String(value)];
          }),
        ),
      );
    });
    return { header, rows };
  };
  const view = (asset: Asset, as: string) =>
    context.request('POST', `/api/v2/assets/${asset.assetId}/insights/views`, { as, payload: {} });

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    site = await castSite(context, 'Report export');
    const file = (fileName: string) =>
      ({ fileName, mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Words.') }) as const;
    brief = await addDocument(context.server.app, site, {
      ...file('launch-brief.txt'),
      title: 'Launch brief, "final" version',
      createdBy: UPLOADER,
    });
    plan = await addDocument(context.server.app, site, {
      ...file('media-plan.txt'),
      title: 'Media plan',
      createdBy: UPLOADER,
    });
    for (const [asset, as] of [
      [brief, SITE_VIEWER],
      [brief, SECOND_VIEWER],
      [plan, SITE_VIEWER],
    ] as const) {
      const response = await view(asset, as);
      assert.equal(response.statusCode, 200, response.body);
    }
    const shared = await context.request('POST', `/api/v2/assets/${plan.assetId}/insights/shares`, {
      as: SECOND_VIEWER,
      payload: {},
    });
    assert.equal(shared.statusCode, 200, shared.body);
    for (const [q, queryType] of [
      [INJECTION, 'full'],
      ['retail launches that grew trial', 'semantic'],
    ]) {
      const searched = await context.request('POST', '/api/v2/search', {
        as: SITE_VIEWER,
        payload: { q, queryType, indexId: site.deploymentIndexId, source: 'search-page', pageName: 'search' },
      });
      assert.equal(searched.statusCode, 200, searched.body);
    }
  });

  test('the views report as CSV: one row per view, newest first, with the fields of spec §3 and a clear file name', async () => {
    const response = await exported(site.deploymentIndexId, 'views', '?format=csv');
    const slug = site.name.toLowerCase().replaceAll(' ', '-');
    const today = new Date().toISOString().slice(0, 10);
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(`^attachment; filename="${slug}-views-${today}\\.csv"`),
    );
    assert.equal(response.headers['cache-control'], 'no-store');
    const { header, rows } = csvRows(response);
    assert.deepEqual(header, ASSET_COLUMNS);
    assert.deepEqual(
      rows.map((row) => [row.title, row.userEmail]),
      [
        ['Media plan', SITE_VIEWER],
        ['Launch brief, "final" version', SECOND_VIEWER],
        ['Launch brief, "final" version', SITE_VIEWER],
      ],
    );
    const first = rows[2]!;
    const date = new Date(first.date!);
    assert.ok(Date.now() - date.getTime() < 10 * 60_000, first.date);
    assert.deepEqual(first, {
      assetId: String(brief.assetId),
      assetName: 'launch-brief.txt',
      userId: String(await userIdOf(context.server.app, SITE_VIEWER)),
      userFullName: 'Sofia Rossi',
      userEmail: SITE_VIEWER,
      date: date.toISOString(),
      year: String(date.getUTCFullYear()),
      month: String(date.getUTCMonth() + 1),
      day: String(date.getUTCDate()),
      reportName: 'views',
      title: 'Launch brief, "final" version',
      docId: brief.docId,
      deploymentIndexId: String(site.deploymentIndexId),
      deploymentIndexName: site.name,
    });
    const shares = csvRows(await exported(site.deploymentIndexId, 'shares', ''));
    assert.deepEqual(
      shares.rows.map((row) => [row.reportName, row.title, row.userEmail]),
      [['shares', 'Media plan', SECOND_VIEWER]],
      'csv is the default format',
    );
    assert.deepEqual(csvRows(await exported(site.deploymentIndexId, 'downloads', '?format=csv')).rows, []);
  });

  test('the same report as XLSX holds the same rows, the date as a date cell', async () => {
    const csv = csvRows(await exported(site.deploymentIndexId, 'views', '?format=csv'));
    const response = await exported(site.deploymentIndexId, 'views', '?format=xlsx');
    assert.match(String(response.headers['content-disposition']), /-views-\d{4}-\d{2}-\d{2}\.xlsx"/);
    assert.equal(response.headers[REPORT_ROWS_HEADER.toLowerCase()], '3');
    const sheet = await xlsxSheet(response);
    assert.equal(sheet.name, 'Views');
    assert.equal(sheet.getRow(2).getCell(6).type, ExcelJS.ValueType.Date);
    assert.deepEqual(xlsxRows(sheet), csv);
  });

  test('a query that looks like a formula is exported as text, quoted the same way in CSV and XLSX', async () => {
    const csv = csvRows(await exported(site.deploymentIndexId, 'searches', '?format=csv'));
    assert.deepEqual(csv.header, SEARCH_COLUMNS);
    assert.deepEqual(
      csv.rows.map((row) => [row.query, row.type, row.source, row.page, row.userEmail]),
      [
        ['retail launches that grew trial', 'Semantic', 'search-page', 'search', SITE_VIEWER],
        [`'${INJECTION}`, 'Keyword', 'search-page', 'search', SITE_VIEWER],
      ],
    );
    assert.match(csv.rows[1]!.resultCount!, /^\d+$/);

    const sheet = await xlsxSheet(await exported(site.deploymentIndexId, 'searches', '?format=xlsx'));
    const { rows } = xlsxRows(sheet);
    assert.deepEqual(
      rows.map((row) => [row.query, row.type]),
      [
        ['retail launches that grew trial', 'Semantic'],
        [`'${INJECTION}`, 'Keyword'],
      ],
    );
    // A string cell, not a formula, and one that stays text when someone edits it in the spreadsheet.
    const cell = sheet.getRow(3).getCell(1);
    assert.equal(cell.type, ExcelJS.ValueType.String, 'a string cell, not a formula');
    assert.equal(cell.formula, undefined);
    assert.equal(cell.value, `'${INJECTION}`);
  });

  test('from and to select whole days (UTC), both included', async () => {
    const dated = await castSite(context, 'Report export days');
    const asset = await addDocument(context.server.app, dated, {
      fileName: 'dated.txt',
      mimeType: 'text/plain',
      process: false,
      bytes: new TextEncoder().encode('Words.'),
      title: 'Dated',
    });
    const userId = await userIdOf(context.server.app, SITE_VIEWER);
    const times = [
      '2025-03-31T23:59:59.999Z',
      '2025-04-01T00:00:00.000Z',
      '2025-04-02T23:59:59.999Z',
      '2025-04-03T00:00:00.000Z',
    ];
    await context.server.app.db
      .insert(assetReportEvents)
      .values(
        times.map((time) => ({ assetId: asset.assetId, userId, reportName: 'downloads', created: new Date(time) })),
      );
    const dates = async (query: string) =>
      csvRows(await exported(dated.deploymentIndexId, 'downloads', query)).rows.map((row) => row.date);
    assert.deepEqual(await dates('?from=2025-04-01&to=2025-04-02'), [times[2], times[1]]);
    assert.deepEqual(await dates('?from=2025-04-02'), [times[3], times[2]]);
    assert.deepEqual(await dates('?to=2025-03-31'), [times[0]]);
    assert.deepEqual(await dates('?from=2025-04-01&to=2025-04-01'), [times[1]]);
  });

  test(`streams a long report in batches of ${EXPORT_BATCH_ROWS}: every row once, in order, even rows of the same instant`, async () => {
    const busy = await castSite(context, 'Report export long');
    const asset = await addDocument(context.server.app, busy, {
      fileName: 'popular.txt',
      mimeType: 'text/plain',
      process: false,
      bytes: new TextEncoder().encode('Words.'),
      title: 'Popular',
    });
    const userId = await userIdOf(context.server.app, SECOND_VIEWER);
    const total = EXPORT_BATCH_ROWS * 2 + 500;
    // Half the events share one instant (a bulk import), the rest one second apart; the database keeps microseconds,
    // which a JavaScript date drops, so a batch must not end on a time rounded to the millisecond.
    const instant = '2025-06-01 12:00:00.123456+00';
    const events = Array.from({ length: total }, (_, i) => ({
      assetId: asset.assetId,
      userId,
      reportName: 'views',
      created:
        i % 2 === 0 ? sql`${instant}::timestamptz` : sql`${instant}::timestamptz - make_interval(secs => ${i + 1})`,
    }));
    for (let i = 0; i < events.length; i += 1000)
      await context.server.app.db.insert(assetReportEvents).values(events.slice(i, i + 1000));
    const { rows } = csvRows(await exported(busy.deploymentIndexId, 'views', ''));
    assert.equal(rows.length, total);
    const times = rows.map((row) => Date.parse(row.date!));
    assert.ok(
      times.every((time, i) => i === 0 || time <= times[i - 1]!),
      'newest first',
    );
    assert.equal(rows.filter((row) => row.date === '2025-06-01T12:00:00.123Z').length, Math.ceil(total / 2));
    const sheet = await xlsxSheet(await exported(busy.deploymentIndexId, 'views', '?format=xlsx'));
    assert.equal(sheet.rowCount, total + 1);
  });

  test("a private asset's title and file name go only to an exporter who may open it", async () => {
    const meridian = await siteNamed(context.server.app, 'Meridian Insights');
    const secret = await addDocument(context.server.app, meridian, {
      fileName: 'acquisition-target.txt',
      mimeType: 'text/plain',
      process: false,
      bytes: new TextEncoder().encode('Words.'),
      title: 'Acquisition target shortlist',
      visibility: 'Private',
      createdBy: MERIDIAN_VIEWER,
    });
    await recordAssetInteraction(
      context.server.app.db,
      secret.assetId,
      await userIdOf(context.server.app, MERIDIAN_VIEWER),
      'view',
    );
    const rowOf = async (as: string) => {
      const { rows } = csvRows(await exported(meridian.deploymentIndexId, 'views', '', as));
      const mine = rows.filter((row) => row.docId === secret.docId);
      assert.equal(mine.length, 1, as);
      return [mine[0]!.title, mine[0]!.assetName, mine[0]!.userEmail];
    };
    // The site editor exports the site's reports but does not open private assets they are not given.
    assert.deepEqual(await rowOf(MERIDIAN_EDITOR), [ACCESS_MESSAGES.privateAssetTitle, '', MERIDIAN_VIEWER]);
    assert.deepEqual(await rowOf(PORTAL_ADMIN), [
      'Acquisition target shortlist',
      'acquisition-target.txt',
      MERIDIAN_VIEWER,
    ]);
  });

  test('refuses users without exportReports (403), users of other sites (403), unknown sites (404) and no token (401)', async () => {
    const url = `?format=csv`;
    for (const as of [SITE_VIEWER, UPLOADER])
      await assertRefused(
        context,
        () => exportOf(site.deploymentIndexId, 'views', url, as),
        403,
        ACCESS_MESSAGES.exportReportsDenied,
      );
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      await assertRefused(
        context,
        () => exportOf(site.deploymentIndexId, 'searches', url, as),
        403,
        ACCESS_MESSAGES.noSiteAccess,
      );
    await assertRefused(context, () => exportOf(999_999, 'views', url, SITE_ADMIN), 404, 'No such site: 999999.');
    await assertRefused(context, () => exportOf(site.deploymentIndexId, 'views', url), 401);
  });

  test('bad input is a 400 saying what is wrong', async () => {
    for (const [reportName, query, message] of [
      ['views', '?format=pdf', "No such export format: 'pdf'. The formats are csv and xlsx."],
      [
        'likes',
        '?format=csv',
        "No such report: 'likes'. The reports that can be exported are views, downloads, shares, searches.",
      ],
      [
        'views',
        '?from=2025-05-02&to=2025-05-01',
        'The request is not valid: from (2025-05-02) must not be after to (2025-05-01).',
      ],
      ['views', '?from=yesterday', /querystring\/from must match format "date"/],
      ['searches', '?to=2025-02-30', /querystring\/to must match format "date"/],
    ] as const)
      await assertRefused(context, () => exportOf(site.deploymentIndexId, reportName, query, SITE_ADMIN), 400, message);
  });
});
