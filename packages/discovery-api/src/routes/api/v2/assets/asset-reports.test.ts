import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { AssetReportPage, AssetReportRow, SearchReportPage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { searchReportEvents, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  MERIDIAN_ANALYST,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

/** The cast: Northwind Discovery unless told otherwise. */

/**
 * GET v2/assets/{id}/reports/{reportName} and …/reports/searches, and the searches recorded by
 * POST v2/assets/{id}/insights/views: for the asset's uploader and the site's insight analysts only.
 */
describe('v2/assets/{id}/reports', () => {
  let context: DemoSiteContext;
  let northwind: DeploymentIndex;
  let brief: Asset; // Northwind, uploaded by UPLOADER: the events of the first tests
  let quiet: Asset; // Northwind, uploaded by UPLOADER: views with and without a search
  let meridianOpen: Asset; // Meridian Insights, uploaded by MERIDIAN_EDITOR
  let meridianPrivate: Asset; // Meridian Insights, private, uploaded by MERIDIAN_EDITOR

  const call = (method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });
  const ok = async <T>(method: 'GET' | 'POST', url: string, as: string, payload?: unknown) => {
    const response = await call(method, url, as, payload);
    assert.equal(response.statusCode, 200, `${method} ${url} as ${as}: ${response.body}`);
    return response.json<T>();
  };
  const report = (asset: Asset, name: string, as: string, query = '') =>
    ok<AssetReportPage>('GET', `assets/${asset.assetId}/reports/${name}${query}`, as);
  const searches = (asset: Asset, as: string, query = '') =>
    ok<SearchReportPage>('GET', `assets/${asset.assetId}/reports/searches${query}`, as);
  const view = (asset: Asset, as: string, body?: unknown) =>
    ok('POST', `assets/${asset.assetId}/insights/views`, as, body);
  const emailsOf = (page: { rows: { userEmail: string | null }[] }) => page.rows.map((row) => row.userEmail);

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    northwind = await siteNamed(app, 'Northwind Discovery');
    const meridian = await siteNamed(app, 'Meridian Insights');
    const file = (fileName: string) =>
      ({ fileName, mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Words.') }) as const;
    brief = await addDocument(app, northwind, { ...file('brief.txt'), title: 'Launch brief', createdBy: UPLOADER });
    quiet = await addDocument(app, northwind, { ...file('plan.txt'), title: 'Media plan', createdBy: UPLOADER });
    meridianOpen = await addDocument(app, meridian, {
      ...file('study.txt'),
      title: 'Market study',
      createdBy: MERIDIAN_EDITOR,
    });
    meridianPrivate = await addDocument(app, meridian, {
      ...file('memo.txt'),
      title: 'Board memo',
      visibility: 'Private',
      createdBy: MERIDIAN_EDITOR,
    });
  });

  test('views, downloads and shares by two users: rows newest first with the user, date, asset and site', async () => {
    await view(brief, SITE_VIEWER);
    await view(brief, MERIDIAN_ANALYST);
    // A user's view of an asset counts once in the views interval (RATE_LIMIT_VIEWS): this one adds nothing.
    await view(brief, SITE_VIEWER);
    await view(brief, SITE_ADMIN);
    await ok(
      'POST',
      `document/markAsDownloaded?id=${brief.docId}&indexId=${northwind.deploymentIndexId}`,
      MERIDIAN_ANALYST,
    );
    await ok('POST', `assets/${brief.assetId}/insights/shares`, SITE_VIEWER);

    const views = await report(brief, 'views', UPLOADER);
    assert.deepEqual([views.count, views.currentPage], [3, 1]);
    assert.deepEqual(emailsOf(views), [SITE_ADMIN, MERIDIAN_ANALYST, SITE_VIEWER], 'newest first');
    const dates = views.rows.map((row) => Date.parse(row.date));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const [newest] = views.rows as [AssetReportRow];
    const when = new Date(newest.date);
    assert.ok(Math.abs(Date.now() - when.getTime()) < 60_000, newest.date);
    assert.deepEqual(newest, {
      assetId: brief.assetId,
      assetName: 'brief.txt',
      userId: await userIdOf(context.server.app, SITE_ADMIN),
      userFullName: 'Ava Morgan',
      userEmail: SITE_ADMIN,
      date: newest.date,
      year: when.getUTCFullYear(),
      month: when.getUTCMonth() + 1,
      day: when.getUTCDate(),
      reportName: 'views',
      title: 'Launch brief',
      docId: brief.docId,
      deploymentIndexId: northwind.deploymentIndexId,
      deploymentIndexName: 'Northwind Discovery',
    });

    const downloads = await report(brief, 'downloads', SITE_ADMIN);
    assert.deepEqual([downloads.count, emailsOf(downloads)], [1, [MERIDIAN_ANALYST]]);
    assert.deepEqual([downloads.rows[0]?.reportName, downloads.rows[0]?.userFullName], ['downloads', 'Lucas Silva']);
    const shares = await report(brief, 'shares', SITE_ADMIN);
    assert.deepEqual([shares.count, emailsOf(shares), shares.rows[0]?.reportName], [1, [SITE_VIEWER], 'shares']);
    assert.deepEqual(await report(quiet, 'views', UPLOADER), { count: 0, currentPage: 1, rows: [] });
  });

  test('pages: rowsPerPage and page, the count of every row', async () => {
    const all = await report(brief, 'views', UPLOADER);
    const first = await report(brief, 'views', UPLOADER, '?rowsPerPage=2');
    const second = await report(brief, 'views', UPLOADER, '?rowsPerPage=2&page=2');
    const beyond = await report(brief, 'views', UPLOADER, '?rowsPerPage=2&page=3');
    assert.deepEqual([first.count, first.currentPage, first.rows], [3, 1, all.rows.slice(0, 2)]);
    assert.deepEqual([second.count, second.currentPage, second.rows], [3, 2, all.rows.slice(2)]);
    assert.deepEqual([beyond.count, beyond.currentPage, beyond.rows], [3, 3, []]);

    const url = `assets/${brief.assetId}/reports`;
    for (const query of ['rowsPerPage=0', 'rowsPerPage=201', 'page=0', 'page=x']) {
      for (const name of ['views', 'searches'])
        await assertRefused(context, () => call('GET', `${url}/${name}?${query}`, UPLOADER), 400, /querystring/);
    }
  });

  test('an unknown report name is refused with the names there are', async () => {
    for (const name of ['likes', 'Views', 'view'])
      await assertRefused(
        context,
        () => call('GET', `assets/${brief.assetId}/reports/${name}`, UPLOADER),
        400,
        `No such asset report: '${name}'. The reports are views, downloads, shares and searches.`,
      );
  });

  test('searches: a view with a query is recorded for the asset; with no body, none or a blank query not', async () => {
    const viewsBefore = (await report(quiet, 'views', UPLOADER)).count;
    await view(quiet, SITE_VIEWER);
    await view(quiet, SITE_ADMIN, {});
    await view(quiet, PORTAL_ADMIN, { query: '   ', queryType: 'semantic', source: 'search page' });
    assert.deepEqual(await searches(quiet, UPLOADER), { count: 0, currentPage: 1, rows: [] });
    assert.equal((await report(quiet, 'views', UPLOADER)).count, viewsBefore + 3, 'each is still a view');

    await view(quiet, UPLOADER, { query: ' media plan 2025 ' });
    await view(quiet, MERIDIAN_ANALYST, { query: 'who plans media?', queryType: 'semantic', source: 'search page' });
    const found = await searches(quiet, SITE_ADMIN);
    assert.deepEqual([found.count, found.currentPage], [2, 1]);
    const [newest, older] = found.rows;
    assert.deepEqual(
      { ...newest, date: undefined },
      {
        query: 'who plans media?',
        type: 'semantic',
        source: 'search page',
        page: 'content',
        resultCount: 1,
        userId: await userIdOf(context.server.app, MERIDIAN_ANALYST),
        userFullName: 'Lucas Silva',
        userEmail: MERIDIAN_ANALYST,
        date: undefined,
      },
    );
    assert.deepEqual(
      [older?.query, older?.type, older?.source, older?.userEmail],
      ['media plan 2025', 'full', null, UPLOADER],
      "trimmed; no type is 'full' (Keyword)",
    );
    assert.ok(Date.parse(newest!.date) >= Date.parse(older!.date));
    const paged = await searches(quiet, UPLOADER, '?rowsPerPage=1&page=2');
    assert.deepEqual([paged.count, paged.currentPage, paged.rows], [2, 2, [older]]);

    const stored = await context.server.app.db
      .select()
      .from(searchReportEvents)
      .where(eq(searchReportEvents.assetId, quiet.assetId));
    assert.deepEqual(
      stored.map((row) => row.deploymentIndexId),
      [northwind.deploymentIndexId, northwind.deploymentIndexId],
      "the asset's site",
    );
    assert.deepEqual(await searches(brief, UPLOADER), { count: 0, currentPage: 1, rows: [] }, 'per asset');
  });

  test('a view with a bad search body is refused and records nothing', async () => {
    const url = `assets/${quiet.assetId}/insights/views`;
    for (const body of [
      { query: 'x'.repeat(1001) },
      { query: 'plan', queryType: 'x'.repeat(21) },
      { query: 'plan', source: 'x'.repeat(101) },
      { query: ['a', 'b'] },
    ])
      await assertRefused(context, () => call('POST', url, SITE_VIEWER, body), 400, /body/);
  });

  test('who may read: uploader and analysts; other site users 403, other sites and unknown 404, no sign-in 401', async () => {
    for (const name of ['views', 'searches']) {
      const url = (asset: Asset) => `assets/${asset.assetId}/reports/${name}`;
      for (const as of [UPLOADER, SITE_ADMIN]) await ok('GET', url(brief), as);
      for (const as of [SITE_VIEWER, MERIDIAN_ANALYST])
        await assertRefused(context, () => call('GET', url(brief), as), 403, ACCESS_MESSAGES.reportsDenied);
      for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
        await assertRefused(context, () => call('GET', url(brief), as), 404, `No such asset: ${brief.assetId}.`);
      await assertRefused(context, () => call('GET', url(brief)), 401);

      // On Meridian Insights the analyst may read (analyzeInsights), but not a private asset he may not open.
      await ok('GET', url(meridianOpen), MERIDIAN_ANALYST);
      for (const asset of [meridianOpen, meridianPrivate]) await ok('GET', url(asset), MERIDIAN_EDITOR);
      await assertRefused(
        context,
        () => call('GET', url(meridianPrivate), MERIDIAN_ANALYST),
        403,
        ACCESS_MESSAGES.privateAsset,
      );
      await assertRefused(context, () => call('GET', url(meridianOpen), UPLOADER), 404);
    }
    await assertRefused(context, () => call('GET', `assets/${brief.assetId}/reports/likes`), 401);
  });

  test('bad and unknown ids', async () => {
    for (const name of ['views', 'searches']) {
      await assertRefused(
        context,
        () => call('GET', `assets/999999/reports/${name}`, SITE_ADMIN),
        404,
        'No such asset: 999999.',
      );
      for (const id of ['abc', '0', '-1'])
        await assertRefused(context, () => call('GET', `assets/${id}/reports/${name}`, SITE_ADMIN), 400, /params\/id/);
    }
  });
});
