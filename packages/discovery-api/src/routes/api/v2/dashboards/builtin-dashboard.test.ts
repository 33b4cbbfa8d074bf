import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { EngagementDashboard, SearchesDashboard, UploadsDashboard } from '@portal/contracts';
import { ACCESS_MESSAGES, BUILTIN_DASHBOARD_NAMES } from '@portal/contracts';
import { builtinDashboardUrl, chartedWeeks } from '../../../../bi/builtin-dashboards.js';
import { addDashboard, addDashboardViewers, seedContentTypes } from '../../../../test/dashboard-fixtures.js';
import type { Asset, DeploymentIndex } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument } from '../../../../test/document-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  AI_USER,
  MERIDIAN_ANALYST,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

describe('GET v2/dashboards/builtin/{name}', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let open: Asset;
  let secret: Asset;
  let types: { dashboards: number; report: number };
  let home: DeploymentIndex;
  const dashboard = async <T>(name: string, as: string, indexId = siteId) => {
    const response = await context.request('GET', `/api/v2/dashboards/builtin/${name}?indexId=${indexId}`, { as });
    assert.equal(response.statusCode, 200, `${name} as ${as}: ${response.body}`);
    return response.json<T>();
  };
  const call = (method: 'POST', url: string, as: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    const site = await castSite(context, 'Built-in dashboards');
    siteId = site.deploymentIndexId;
    home = site;
    const file = { mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Figures.') } as const;
    open = await addDocument(app, site, { ...file, title: 'Open brief', fileName: 'brief.txt' });
    secret = await addDocument(app, site, {
      ...file,
      title: 'Merger plan Bluebird',
      fileName: 'plan.txt',
      visibility: 'Private',
      createdBy: UPLOADER,
    });
    // The viewer, the uploader and the liker read the charts as the embed page shows them: through dashboard assets of
    // the site that show each built-in dashboard, given to a user group they are in (spec §6).
    types = await seedContentTypes(app, site);
    const shown = [];
    for (const name of BUILTIN_DASHBOARD_NAMES)
      shown.push(
        await addDashboard(app, site, {
          title: `${name} dashboard`,
          contentTypeValueId: types.dashboards,
          externalUrl: builtinDashboardUrl(context.server.config.publicUrl, siteId, name),
          action: 'embed',
        }),
      );
    await addDashboardViewers(
      app,
      site,
      [SITE_VIEWER, UPLOADER, SECOND_VIEWER],
      shown.map((asset) => asset.assetId),
    );
  });

  test('engagement: the week of a view and a like counts them, and the viewed asset is on top', async () => {
    const before = await dashboard<EngagementDashboard>('engagement', SITE_VIEWER);
    assert.equal(before.name, 'engagement');
    assert.equal(before.siteName, home.name);
    assert.deepEqual(
      before.series.map((entry) => entry.week),
      chartedWeeks(new Date()),
    );
    assert.equal(before.series.length, 12);
    assert.ok(Date.parse(before.generatedAt) > Date.now() - 60_000);

    // Two people's views (a user's view of an asset counts once in the views interval).
    for (const as of [SITE_VIEWER, SITE_VIEWER, UPLOADER])
      assert.equal((await call('POST', `assets/${open.assetId}/insights/views`, as)).statusCode, 200);
    assert.equal((await call('POST', `assets/${open.assetId}/insights/likes`, SECOND_VIEWER)).statusCode, 200);
    assert.equal((await call('POST', `assets/${open.assetId}/insights/shares`, SECOND_VIEWER)).statusCode, 200);

    const after = await dashboard<EngagementDashboard>('engagement', SITE_VIEWER);
    assert.deepEqual(after.totals, {
      views: before.totals.views + 2,
      likes: before.totals.likes + 1,
      downloads: before.totals.downloads,
      shares: before.totals.shares + 1,
    });
    const thisWeek = after.series.at(-1)!;
    assert.ok(thisWeek.views >= 2 && thisWeek.likes >= 1 && thisWeek.shares >= 1, JSON.stringify(thisWeek));
    assert.deepEqual(after.top[0], { docId: open.docId, title: 'Open brief', views: 2 });
  });

  test('engagement: a private asset is listed by title only to those who may open it', async () => {
    // Viewed by three who may open it, more than the open asset's two.
    for (const as of [PORTAL_ADMIN, UPLOADER, SITE_ADMIN]) {
      assert.equal((await call('POST', `assets/${secret.assetId}/insights/views`, as)).statusCode, 200);
    }
    const administrator = await dashboard<EngagementDashboard>('engagement', PORTAL_ADMIN);
    assert.deepEqual(administrator.top[0], { docId: secret.docId, title: 'Merger plan Bluebird', views: 3 });
    const uploader = await dashboard<EngagementDashboard>('engagement', UPLOADER);
    assert.equal(uploader.top[0]?.docId, secret.docId, 'its uploader may open it');

    const viewer = await context.request('GET', `/api/v2/dashboards/builtin/engagement?indexId=${siteId}`, {
      as: SITE_VIEWER,
    });
    assert.equal(viewer.statusCode, 200);
    assert.doesNotMatch(viewer.body, /Merger plan|Bluebird/);
    assert.ok(!viewer.body.includes(secret.docId));
    assert.deepEqual(
      viewer.json<EngagementDashboard>().top.map((entry) => entry.docId),
      [open.docId],
    );
  });

  test("uploads: a new asset counts in this week's uploads and in its content type", async () => {
    const app = context.server.app;
    const before = await dashboard<UploadsDashboard>('uploads', SITE_VIEWER);
    assert.equal(before.name, 'uploads');
    const site = home;
    await addDashboard(app, site, {
      title: 'Weekly sales',
      contentTypeValueId: types.dashboards,
      externalUrl: 'https://example.com/d',
      action: 'embed',
    });
    const after = await dashboard<UploadsDashboard>('uploads', SITE_VIEWER);
    assert.equal(after.totals.uploads, before.totals.uploads + 1);
    assert.equal(after.totals.assets, before.totals.assets + 1);
    assert.equal(after.series.at(-1)!.uploads, before.series.at(-1)!.uploads + 1);
    assert.deepEqual(
      after.top.find((entry) => entry.contentType === 'Dashboards'),
      { contentType: 'Dashboards', count: BUILTIN_DASHBOARD_NAMES.length + 1 },
    );
    assert.equal(
      after.top.reduce((sum, entry) => sum + entry.count, 0),
      after.totals.assets,
      'every asset with a file has a content type here',
    );
  });

  test('searches: counted per week with those that found nothing; a query one person typed is shown to analysts only', async () => {
    const before = await dashboard<SearchesDashboard>('searches', PORTAL_ADMIN);
    assert.equal(before.name, 'searches');
    const search = (as: string, q: string) => call('POST', 'search', as, { indexId: siteId, q });
    assert.equal((await search(SITE_VIEWER, 'quokka campaign')).statusCode, 200);
    assert.equal((await search(SITE_VIEWER, 'Quokka+Campaign')).statusCode, 200);
    const after = await dashboard<SearchesDashboard>('searches', PORTAL_ADMIN);
    assert.equal(after.totals.searches, before.totals.searches + 2);
    assert.equal(after.totals.noResults, before.totals.noResults + 2, 'the site has no indexed documents');
    assert.equal(after.noResultsShare, after.totals.noResults / after.totals.searches);
    assert.equal(after.series.at(-1)!.searches, before.series.at(-1)!.searches + 2);
    assert.deepEqual(
      after.top.find((entry) => entry.query.toLowerCase() === 'quokka campaign')?.count,
      2,
      'the same query, whatever its case and however its words are joined',
    );
    const viewer = await dashboard<SearchesDashboard>('searches', SITE_VIEWER);
    assert.ok(!viewer.top.some((entry) => entry.query.toLowerCase() === 'quokka campaign'), 'one person typed it');
    assert.equal((await search(SECOND_VIEWER, 'quokka campaign')).statusCode, 200);
    const later = await dashboard<SearchesDashboard>('searches', SITE_VIEWER);
    assert.equal(later.top.find((entry) => entry.query.toLowerCase() === 'quokka campaign')?.count, 3);
  });

  test('refusals: another site, no site, no token, unknown name or site, bad index id', async () => {
    const get = (url: string, as?: string) => context.request('GET', `/api/v2/dashboards/builtin/${url}`, { as });
    const cases: [string, string | undefined, number, RegExp][] = [
      [`engagement?indexId=${siteId}`, MERIDIAN_EDITOR, 403, /do not have access to this site/],
      [
        `engagement?indexId=${siteId}`,
        AI_USER,
        403,
        new RegExp(ACCESS_MESSAGES.builtinDashboardDenied.replace(/[.?]/g, '\\$&')),
      ],
      [`searches?indexId=${siteId}`, NO_SITE_USER, 403, /do not have access to this site/],
      [`engagement?indexId=${siteId}`, undefined, 401, /./],
      [`revenue?indexId=${siteId}`, SITE_VIEWER, 404, /No such built-in dashboard: 'revenue'/],
      ['uploads?indexId=999999', SITE_VIEWER, 404, /No such site/],
      ['uploads', SITE_VIEWER, 400, /indexId/],
      ['uploads?indexId=abc', SITE_VIEWER, 400, /indexId/],
    ];
    for (const [url, as, status, message] of cases) {
      const response = await get(url, as);
      assert.equal(response.statusCode, status, `${url} as ${as}: ${response.body}`);
      assert.match(response.json().error, message, url);
    }
    const meridian = await context.siteId('Meridian Insights');
    const own = await dashboard<EngagementDashboard>('engagement', MERIDIAN_ANALYST, meridian);
    assert.equal(own.siteName, 'Meridian Insights');
    assert.deepEqual(own.top, []);
  });
});
