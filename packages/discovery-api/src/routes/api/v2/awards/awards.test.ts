// wire pass: points are numeric and counts bigint (text over the wire unless cast); an import is one transaction of many statements
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  DEFAULT_AWARD_POINTS,
  type AwardPointScheme,
  type AwardsData,
  type AwardsImport,
  type AwardsImportList,
  type AwardsImportRefused,
  type AwardsInsights,
  type AwardsLeaderboard,
  type AwardsShowcase,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, awardResults, type DeploymentIndex } from '../../../../db/schema/index.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  AWARDS_EDITOR,
  AWARDS_VIEWER,
  MERIDIAN_VIEWER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
} from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument } from '../../../../test/document-fixtures.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { multipartForm } from '../../../../test/multipart-form.js';

type Method = 'GET' | 'POST' | 'PUT';

const HEADER =
  'show,year,category,title,product,advertiser,agency,network,holding company,office,city,region,award level,points,credits';

/**
 * The awards calls (calls doc §7 "Awards", and the calls chosen for what the spec leaves out): the result views, the
 * leaderboard, the showcase, the figures, the points scheme, imports and the awards reports, on the demo awards
 * site's seeded results (read only) and on sites of their own (imports, points).
 */
describe('awards', () => {
  let context: DemoSiteContext;
  let awardsSite: number;
  const call = (method: Method, url: string, as?: string, payload?: unknown, headers?: Record<string, string>) =>
    context.request(method, `/api/v2/awards/${url}`, { as, payload, headers });
  const ok = async <T>(method: Method, url: string, as: string, payload?: unknown, status = 200) => {
    const response = await call(method, url, as, payload);
    assert.equal(response.statusCode, status, `${method} ${url} as ${as}: ${response.body}`);
    return response.json<T>();
  };
  const filtered = (as: string, siteId: number, awardResultType: string, currentFilterValues: object) =>
    ok<AwardsData>('POST', 'getFilteredAwardsData', as, {
      deploymentIndexId: siteId,
      awardResultType,
      currentFilterValues,
    });
  const importFile = (siteId: number, as: string, file: Buffer, fileName = 'results.csv', contentType = 'text/csv') => {
    const form = multipartForm([{ name: 'file', filename: fileName, contentType, bytes: file }]);
    return call('POST', `import?deploymentIndexId=${siteId}`, as, form.payload, { 'content-type': form.contentType });
  };
  const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));
  const results = (siteId: number) =>
    context.server.app.db.select().from(awardResults).where(eq(awardResults.deploymentIndexId, siteId));

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    awardsSite = await context.siteId('Northwind Awards');
  });

  test('a result view opens on the latest year: groups by points, totals, the tally and the filter form agree', async () => {
    const data = await ok<AwardsData>(
      'GET',
      `getAwardsData?deploymentIndexId=${awardsSite}&awardResultType=region`,
      AWARDS_VIEWER,
    );
    const [latest] = await context.server.app.db
      .select({ year: sql<number>`max(${awardResults.year})` })
      .from(awardResults)
      .where(eq(awardResults.deploymentIndexId, awardsSite));
    assert.deepEqual(data.currentFilterValues, { year: [String(latest!.year)] });
    assert.deepEqual(
      data.awardNamesByPriority,
      DEFAULT_AWARD_POINTS.map((level) => level.level),
    );
    assert.ok(data.awardsData.length >= 3, 'the year has results in several regions');
    const points = data.awardsData.map((group) => group.points);
    assert.deepEqual(
      points,
      [...points].sort((a, b) => b - a),
      'regions by points, highest first',
    );
    const results = data.awardsData.flatMap((group) => group.results);
    assert.ok(results.every((result) => result.year === latest!.year));
    assert.equal(data.totalResults, results.length);
    assert.equal(data.shownResults, results.length);
    const totals = data.resultTotals;
    assert.equal(
      totals.totalNumberPoints,
      results.reduce((sum, result) => sum + result.points, 0),
    );
    assert.equal(totals.totalNumberAwards, results.filter((result) => result.Awards !== 'Shortlist').length);
    assert.equal(totals.numberAgencies, new Set(results.map((result) => result.agency)).size);
    assert.equal(totals.numberAdvertisers, new Set(results.map((result) => result.Advertiser)).size);
    assert.equal(
      totals.peopleCredits,
      results.reduce((sum, result) => sum + result.credits, 0),
    );
    assert.equal(totals.numberShows, new Set(results.map((result) => result.showName)).size);
    assert.deepEqual(
      Object.keys(totals.dynamicAwardTally),
      DEFAULT_AWARD_POINTS.map((level) => `total_${level.level}`),
    );
    for (const level of DEFAULT_AWARD_POINTS) {
      assert.equal(
        totals.dynamicAwardTally[`total_${level.level}`],
        results.filter((result) => result.Awards === level.level).length,
      );
    }
    // Each result's points are its level's in the published scheme.
    for (const result of results)
      assert.equal(result.points, DEFAULT_AWARD_POINTS.find((level) => level.level === result.Awards)!.points);
    const years = data.filterForm.filterGroups
      .flatMap((group) => group.filterFields)
      .find((field) => field.fieldCode === 'year')!.filterValues;
    assert.equal(years.length, 5, 'five years of results');
    assert.deepEqual(
      years.filter((value) => value.selected).map((value) => value.fieldValue),
      [String(latest!.year)],
    );
  });

  test('filters narrow the results, the form counts each field under the others, and the winners list is by level', async () => {
    const opened = await ok<AwardsData>(
      'GET',
      `getAwardsData?deploymentIndexId=${awardsSite}&awardResultType=office`,
      AWARDS_VIEWER,
    );
    const region = opened.awardsData.flatMap((group) => group.results)[0]!.region;
    const year = opened.currentFilterValues.year!;
    const narrowed = await filtered(AWARDS_VIEWER, awardsSite, 'category', { year, region: [region] });
    const listed = narrowed.awardsData.flatMap((group) => group.results);
    assert.ok(listed.length > 0 && listed.length < opened.totalResults);
    assert.ok(listed.every((result) => result.region === region));
    const regions = narrowed.filterForm.filterGroups
      .flatMap((group) => group.filterFields)
      .find((field) => field.fieldCode === 'region')!.filterValues;
    assert.ok(regions.length > 1, 'the other regions are still offered');
    assert.equal(regions.find((value) => value.fieldValue === region)!.count, listed.length);
    assert.ok(regions.find((value) => value.fieldValue === region)!.selected);
    const categories = narrowed.awardsData.map((group) => group.groupName);
    assert.equal(new Set(categories).size, categories.length, 'one group per category');

    const winners = await filtered(AWARDS_VIEWER, awardsSite, 'winner', { year });
    const levels = winners.awardsData.map((group) => group.groupName);
    assert.deepEqual(
      levels,
      DEFAULT_AWARD_POINTS.map((level) => level.level).filter((level) => levels.includes(level)),
      'the winners list is grouped by level, highest first',
    );
    for (const group of winners.awardsData)
      assert.ok(group.results.every((result) => result.Awards === group.groupName));

    const none = await filtered(AWARDS_VIEWER, awardsSite, 'region', { year: ['1999'] });
    assert.deepEqual([none.awardsData, none.totalResults, none.resultTotals.totalNumberPoints], [[], 0, 0]);
  });

  test('the results are read by users of the site only; bad filters are refused', async () => {
    const url = `getAwardsData?deploymentIndexId=${awardsSite}&awardResultType=region`;
    await assertRefused(context, () => call('GET', url, MERIDIAN_VIEWER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => call('GET', url, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => call('GET', url), 401);
    await assertRefused(
      context,
      () => call('GET', 'getAwardsData?deploymentIndexId=999999&awardResultType=region', PORTAL_ADMIN),
      404,
    );
    await assertRefused(
      context,
      () => call('GET', `getAwardsData?deploymentIndexId=${awardsSite}&awardResultType=country`, AWARDS_VIEWER),
      400,
    );
    const body = (currentFilterValues: object) => ({
      deploymentIndexId: awardsSite,
      awardResultType: 'region',
      currentFilterValues,
    });
    await assertRefused(
      context,
      () => call('POST', 'getFilteredAwardsData', AWARDS_VIEWER, body({ year: ['20x5'] })),
      400,
      "The year '20x5' is not a year: give four digits, e.g. 2025.",
    );
    await assertRefused(
      context,
      () => call('POST', 'getFilteredAwardsData', AWARDS_VIEWER, body({ colour: ['red'] })),
      400,
    );
    for (const path of ['getFilteredAwardsLeaderboard', 'showcase'])
      await assertRefused(
        context,
        () => call('POST', path, MERIDIAN_VIEWER, { deploymentIndexId: awardsSite, currentFilterValues: {} }),
        403,
      );
    await assertRefused(
      context,
      () =>
        call('POST', 'insights', MERIDIAN_VIEWER, {
          deploymentIndexId: awardsSite,
          currentFilterValues: {},
          rankings: [],
        }),
      403,
    );
  });

  test('the leaderboard ranks agencies by points this year against last year, in leagues', async () => {
    const board = await ok<AwardsLeaderboard>(
      'GET',
      `getAwardsLeaderboard?deploymentIndexId=${awardsSite}`,
      AWARDS_VIEWER,
    );
    const rows = board.leaderboardData;
    assert.ok(rows.length >= 10, 'the demo agencies are ranked');
    assert.equal(board.previousYearLabel, String(Number(board.currentYearLabel) - 1));
    assert.deepEqual(
      rows.map((row) => row.currentYearIndex),
      rows.map((_, index) => index + 1),
    );
    const points = rows.map((row) => row.currentYearPoints);
    assert.deepEqual(
      points,
      [...points].sort((a, b) => b - a),
    );
    const byPrevious = rows
      .filter((row) => row.previousYearPoints > 0)
      .sort((a, b) => b.previousYearPoints - a.previousYearPoints || a.agencyName.localeCompare(b.agencyName));
    byPrevious.forEach((row, index) => assert.equal(row.previousYearIndex, index + 1, row.agencyName));
    assert.deepEqual(board.leaderboardLeagues[0], { leagueName: 'Top 5', startIndex: 0, endIndex: 4 });
    assert.equal(board.leaderboardLeagues[1]!.startIndex, 5);
    assert.equal(board.selectedLeaderboardLeague, 'Top 5');
    // The current year's points are what the result views give the agency.
    const top = rows[0]!;
    const view = await filtered(AWARDS_VIEWER, awardsSite, 'region', {
      year: [board.currentYearLabel!],
      agency: [top.agencyName],
    });
    assert.equal(view.resultTotals.totalNumberPoints, top.currentYearPoints);

    const northwind = await ok<AwardsLeaderboard>('POST', 'getFilteredAwardsLeaderboard', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { holdingCompany: ['Northwind Group'], year: [board.previousYearLabel] },
      selectedLeaderboardLeague: 'Top 5',
    });
    assert.equal(northwind.currentYearLabel, board.previousYearLabel, 'the year chosen is the current year');
    assert.ok(northwind.leaderboardData.every((row) => row.holdingCompany === 'Northwind Group'));
    assert.ok(northwind.leaderboardData.length <= 5);
    const stale = await ok<AwardsLeaderboard>('POST', 'getFilteredAwardsLeaderboard', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { agency: [top.agencyName] },
      selectedLeaderboardLeague: 'Ranks 6–10',
    });
    assert.equal(stale.selectedLeaderboardLeague, 'Top 5', 'a league the ranking no longer reaches selects the first');
    assert.deepEqual(board.currentFilterValues, { year: [board.currentYearLabel] });
  });

  test('a site administrator imports a results file; a year imported again is replaced, and the import is audited', async () => {
    const site = await castSite(context, 'Awards import');
    const id = site.deploymentIndexId;
    const first = await importFile(
      id,
      SITE_ADMIN,
      csv(
        'Cannes Lions,2025,Film,Charge Ahead,Voltra EV,Acme Motors,Summit Creative,Summit Worldwide,Northwind Group,Summit Creative Paris,Paris,Europe,Gold,,12',
        'Cannes Lions,2025,Film,Silent City,Voltra EV,Acme Motors,Summit Creative,Summit Worldwide,Northwind Group,Summit Creative Paris,Paris,Europe,shortlist,,4',
        '"Silver Quill Awards",2024,"Brand Experience","Grain by Grain","Sunmeadow","Globex Foods","Harbor PR",,,,London,Europe,Bronze,4.5,3',
      ),
    );
    assert.equal(first.statusCode, 201, first.body);
    const stored = first.json<AwardsImport>();
    assert.deepEqual(
      [stored.fileName, stored.years, stored.rows, stored.replacedRows, stored.importedBy],
      ['results.csv', [2024, 2025], 3, 0, 'Ava Morgan'],
    );
    const all = await filtered(SITE_VIEWER, id, 'winner', {});
    assert.equal(all.totalResults, 3);
    assert.equal(
      all.resultTotals.totalNumberPoints,
      7 + 1 + 4.5,
      "a row's own points are kept; the others are its level's",
    );
    assert.equal(all.resultTotals.dynamicAwardTally.total_Shortlist, 1, 'the level is spelled as the scheme spells it');

    const again = await importFile(
      id,
      SITE_ADMIN,
      csv('Cannes Lions,2025,Outdoor,Run Your City,Stride,Northstar Sports,Pixel & Loom,,,,,,Grand Prix,,'),
      'cannes-2025.csv',
    );
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.json<AwardsImport>().replacedRows, 2);
    const after = (await results(id)).map((row) => [row.year, row.title]).sort();
    assert.deepEqual(after, [
      [2024, 'Grain by Grain'],
      [2025, 'Run Your City'],
    ]);
    const imports = await ok<AwardsImportList>('GET', `imports?deploymentIndexId=${id}`, SITE_ADMIN);
    assert.deepEqual(
      imports.imports.map((entry) => entry.fileName),
      ['cannes-2025.csv', 'results.csv'],
    );
    const audited = await context.server.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'award_imports'),
          eq(auditLog.entityId, String(again.json<AwardsImport>().importId)),
        ),
      )
      .orderBy(auditLog.auditId);
    assert.deepEqual(
      audited.map((entry) => [entry.action, entry.actorEmail]),
      [
        ['insert', SITE_ADMIN],
        ['update', SITE_ADMIN],
      ],
    );
    assert.deepEqual(audited[1]!.after, { state: 'done', replaced_rows: 2 });
  });

  test('a file with bad rows is refused whole, each bad row reported, and nothing is stored', async () => {
    const site = await castSite(context, 'Awards bad import');
    const id = site.deploymentIndexId;
    const response = await importFile(
      id,
      SITE_ADMIN,
      csv(
        'Cannes Lions,2025,Film,Charge Ahead,Voltra EV,Acme Motors,Summit Creative,,,,,,Gold,,',
        'Cannes Lions,20x5,Film,,Voltra EV,Acme Motors,Summit Creative,,,,,,Platinum,,',
        'Cannes Lions,2025,Film,Silent City,Voltra EV,Acme Motors,Summit Creative,,,,,,Gold,lots,-2',
      ),
    );
    assert.equal(response.statusCode, 400, response.body);
    const refused = response.json<AwardsImportRefused>();
    assert.equal(
      refused.error,
      '2 of 3 rows cannot be imported: nothing was imported. Correct them and import the file again.',
    );
    assert.equal(refused.rowsWithErrors, 2);
    assert.deepEqual(
      refused.rowErrors!.map((error) => [error.row, error.column]),
      [
        [3, 'title'],
        [3, 'year'],
        [3, 'award level'],
        [4, 'points'],
        [4, 'credits'],
      ],
    );
    assert.match(
      refused.rowErrors![2]!.message,
      /^'Platinum' is not an award level of the site \(Grand Prix, Gold, Silver, Bronze, Shortlist\)\.$/,
    );
    assert.deepEqual(await results(id), []);

    const headerless = await importFile(id, SITE_ADMIN, Buffer.from('show,year,title\nCannes Lions,2025,X'));
    assert.equal(headerless.statusCode, 400);
    assert.deepEqual(
      headerless.json<AwardsImportRefused>().rowErrors!.map((error) => error.column),
      ['category', 'advertiser', 'agency', 'award level'],
    );
    const notText = await importFile(id, SITE_ADMIN, Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3]), 'results.bin');
    assert.equal(notText.statusCode, 400);
    assert.match(notText.json<{ error: string }>().error, /cannot be read as CSV or XLSX: it is not UTF-8 text/);
    const empty = await call('POST', `import?deploymentIndexId=${id}`, SITE_ADMIN, { file: 'x' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(await results(id), []);
  });

  test('an XLSX file imports like a CSV; only the site administrators may import or list imports', async () => {
    const site = await castSite(context, 'Awards xlsx');
    const id = site.deploymentIndexId;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRow([
      'Show',
      'Year',
      'Category',
      'Title',
      'Advertiser',
      'Agency',
      'Holding Company',
      'Award Level',
      'Credits',
    ]);
    sheet.addRow([
      'Crystal Compass Festival',
      2026,
      'Social Creativity',
      'Snack Smarter',
      'Globex Foods',
      'Crest Social',
      'Meridian Agencies',
      'Silver',
      7,
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const as of [SITE_VIEWER, AWARDS_EDITOR, MERIDIAN_VIEWER])
      await assertRefused(context, () => importFile(id, as, xlsx, 'r.xlsx', type), 403);
    await assertRefused(
      context,
      () => call('GET', `imports?deploymentIndexId=${id}`, SITE_VIEWER),
      403,
      ACCESS_MESSAGES.awardsManageDenied,
    );
    const imported = await importFile(id, SITE_ADMIN, xlsx, 'r.xlsx', type);
    assert.equal(imported.statusCode, 201, imported.body);
    const [row] = await results(id);
    assert.deepEqual(
      [row!.year, row!.showName, row!.holdingCompany, row!.awardLevel, row!.credits, row!.network],
      [2026, 'Crystal Compass Festival', 'Meridian Agencies', 'Silver', 7, ''],
    );
  });

  test('the points scheme: read by the site, changed by its administrators, and a used level cannot be removed', async () => {
    const site = await castSite(context, 'Awards points');
    const id = site.deploymentIndexId;
    const scheme = await ok<AwardPointScheme>('GET', `pointScheme?deploymentIndexId=${id}`, SITE_VIEWER);
    assert.deepEqual([scheme.levels, scheme.isDefault, scheme.canManage], [DEFAULT_AWARD_POINTS, true, false]);
    const asAdmin = await ok<AwardPointScheme>('GET', `pointScheme?deploymentIndexId=${id}`, SITE_ADMIN);
    assert.equal(asAdmin.canManage, true, 'the page offers the import and the points to who may use them');
    assert.match(scheme.source, /Cannes Lions/);
    await importFile(
      id,
      SITE_ADMIN,
      csv('Cannes Lions,2025,Film,Charge Ahead,,Acme Motors,Summit Creative,,,,,,Gold,,'),
    );
    const levels = DEFAULT_AWARD_POINTS.map((level) => (level.level === 'Gold' ? { ...level, points: 8 } : level));
    await assertRefused(
      context,
      () => call('PUT', 'pointScheme', SITE_VIEWER, { deploymentIndexId: id, levels }),
      403,
      ACCESS_MESSAGES.awardsManageDenied,
    );
    const changed = await ok<AwardPointScheme>('PUT', 'pointScheme', SITE_ADMIN, { deploymentIndexId: id, levels });
    assert.equal(changed.isDefault, false);
    assert.equal((await filtered(SITE_VIEWER, id, 'region', {})).resultTotals.totalNumberPoints, 8);
    await assertRefused(
      context,
      () =>
        call('PUT', 'pointScheme', SITE_ADMIN, {
          deploymentIndexId: id,
          levels: levels.filter((level) => level.level !== 'Gold'),
        }),
      400,
      "The award level 'gold' is used by 1 result: keep it, or import those years again without it.",
    );
    await assertRefused(
      context,
      () =>
        call('PUT', 'pointScheme', SITE_ADMIN, {
          deploymentIndexId: id,
          levels: [...levels, { level: ' GOLD ', points: 2 }],
        }),
      400,
      "The award level 'GOLD' is listed twice.",
    );
  });

  test('the showcase lists winning work with the asset of it the user may open', async () => {
    const app = context.server.app;
    const site = (await app.db.query.deploymentIndexes.findFirst({
      where: (table, { eq: equals }) => equals(table.deploymentIndexId, awardsSite),
    })) as DeploymentIndex;
    const showcase = await ok<AwardsShowcase>('POST', 'showcase', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: {},
    });
    assert.ok(showcase.items.length > 10);
    assert.ok(showcase.items.every((item) => item.result.Awards !== 'Shortlist'));
    const top = showcase.items[0]!;
    assert.equal(top.result.Awards, 'Grand Prix', 'the highest level first');
    // The work of a later winner gets a case study on the site: public, then a private one.
    const winner = showcase.items.find((item) => item.result.Awards === 'Gold')!.result;
    const caseStudy = await addDocument(app, site, {
      title: `${winner.Advertiser}: ${winner.Title} case study`,
      fileName: 'case.txt',
      bytes: Buffer.from(`How ${winner.Title} won.`),
      mimeType: 'text/plain',
    });
    const again = await ok<AwardsShowcase>('POST', 'showcase', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { year: [String(winner.year)], awardLevel: ['Gold'] },
    });
    const matched = again.items.filter(
      (item) => item.result.Title === winner.Title && item.result.Advertiser === winner.Advertiser,
    );
    assert.ok(matched.length > 0);
    for (const item of matched) assert.equal(item.asset?.docId, caseStudy.docId);
    const unmatched = again.items.filter((item) => item.result.Title !== winner.Title);
    assert.ok(unmatched.every((item) => item.asset?.docId !== caseStudy.docId));

    const secret = await addDocument(app, site, {
      title: `${winner.Advertiser} ${winner.Title} private notes`,
      fileName: 'notes.txt',
      bytes: Buffer.from('Private.'),
      mimeType: 'text/plain',
      visibility: 'Private',
    });
    await app.db.execute(
      sql`update search_documents set published_date = now() + interval '1 day' where doc_id = ${secret.docId}`,
    );
    const asViewer = await ok<AwardsShowcase>('POST', 'showcase', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { year: [String(winner.year)], awardLevel: ['Gold'] },
    });
    const asAdmin = await ok<AwardsShowcase>('POST', 'showcase', SITE_ADMIN, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { year: [String(winner.year)], awardLevel: ['Gold'] },
    });
    const assetFor = (showcase: AwardsShowcase) =>
      showcase.items.find((item) => item.result.Title === winner.Title)?.asset?.docId;
    assert.equal(assetFor(asViewer), caseStudy.docId, 'a private asset is not shown to who may not open it');
    assert.equal(assetFor(asAdmin), secret.docId, 'the latest asset the administrator may open');
  });

  test('figures for charts: by year, by level and the rankings asked for', async () => {
    const insights = await ok<AwardsInsights>('POST', 'insights', AWARDS_VIEWER, {
      deploymentIndexId: awardsSite,
      currentFilterValues: { showName: ['Cannes Lions'] },
      rankings: ['holdingCompany', 'advertiser'],
      top: 3,
    });
    assert.equal(insights.byYear.length, 5);
    assert.deepEqual(
      insights.byLevel.map((level) => level.level),
      DEFAULT_AWARD_POINTS.map((level) => level.level),
    );
    const holdings = insights.rankings.find((ranking) => ranking.dimension === 'holdingCompany')!.rows;
    assert.deepEqual(holdings.map((row) => row.name).sort(), ['Independent', 'Meridian Agencies', 'Northwind Group']);
    const total = insights.byYear.reduce((sum, year) => sum + year.points, 0);
    assert.equal(Math.round(holdings.reduce((sum, row) => sum + row.points, 0)), Math.round(total));
    assert.equal(insights.rankings.find((ranking) => ranking.dimension === 'advertiser')!.rows.length, 3);
    assert.equal(insights.resultTotals.numberShows, 5, 'one show a year');
  });

  test('the awards reports: the results as CSV import again as they were; the leaderboard as XLSX', async () => {
    const site = await castSite(context, 'Awards report');
    const id = site.deploymentIndexId;
    const imported = await importFile(
      id,
      SITE_ADMIN,
      csv(
        'Cannes Lions,2025,Film,"=HYPERLINK(""x"")",Voltra EV,Acme Motors,Summit Creative,,,,,,Gold,,2',
        'Cannes Lions,2024,Film,Silent City,Voltra EV,Acme Motors,Pixel & Loom,,,,,,Bronze,,1',
      ),
    );
    assert.equal(imported.statusCode, 201, imported.body);
    const exported = await call('POST', 'reports/export', SITE_VIEWER, {
      deploymentIndexId: id,
      report: 'results',
      format: 'csv',
      currentFilterValues: {},
    });
    assert.equal(exported.statusCode, 200, exported.body);
    assert.match(String(exported.headers['content-disposition']), /awards-results-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(lines[0], HEADER);
    assert.equal(lines.length, 3);
    assert.ok(
      lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`)),
      'a formula is written as text',
    );

    const copy = await castSite(context, 'Awards report copy');
    const reimported = await importFile(copy.deploymentIndexId, SITE_ADMIN, Buffer.from(exported.body));
    assert.equal(reimported.statusCode, 201, reimported.body);
    assert.equal(
      (await filtered(SITE_VIEWER, copy.deploymentIndexId, 'region', {})).resultTotals.totalNumberPoints,
      10,
    );

    const board = await call('POST', 'reports/export', SITE_VIEWER, {
      deploymentIndexId: id,
      report: 'leaderboard',
      format: 'xlsx',
      currentFilterValues: {},
    });
    assert.equal(board.statusCode, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(board.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const first = Object.fromEntries(headers.map((name, index) => [name, sheet.getRow(2).getCell(index + 1).value]));
    assert.deepEqual(
      [first.rank, first.agency, first.year, first.points, first['previous year'], first['previous year points']],
      [1, 'Summit Creative', 2025, 7, 2024, 0],
    );
    assert.equal(first['previous year rank'], null, 'no rank the year it had no points');
    await assertRefused(
      context,
      () =>
        call('POST', 'reports/export', MERIDIAN_VIEWER, {
          deploymentIndexId: id,
          report: 'results',
          format: 'csv',
          currentFilterValues: {},
        }),
      403,
    );
  });
});
