import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  MAX_INSIGHT_TOP,
  type SiteEngagementInsights,
  type SiteMetrics,
  type SiteSearchInsights,
} from '@portal/contracts';
import { searchReportEvents, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  addIndexedDocument,
  addInteractions,
  addSearches,
  daysAgo,
  insightsSite,
} from '../../../../test/site-insights-fixtures.js';
import {
  AI_USER,
  HOME_SITE,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

/**
 * POST v2/deploymentIndexes/{indexId}/insights, …/insights/searches and …/insights/engagement on a site of their own
 * (site-insights-fixtures.ts): its documents, the interactions with them and its searches are all made here, some
 * older than the default period and some on another site, so every figure is checked exactly.
 */
describe('POST v2/deploymentIndexes/{indexId}/insights…', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let docs: Record<'popular' | 'report' | 'private' | 'archive', Asset>;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [SITE_ADMIN, UPLOADER, SITE_VIEWER, SECOND_VIEWER, AI_USER, NO_SITE_USER, MERIDIAN_EDITOR])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await insightsSite(context, 'Site insights');
    docs = {
      popular: await addIndexedDocument(app, site, {
        title: 'Popular case',
        published: daysAgo(10),
        values: { content_types: ['Case Study'], agencies: ['Northwind Digital'], clients: ['Acme'] },
      }),
      report: await addIndexedDocument(app, site, {
        title: 'Quiet report',
        published: daysAgo(20),
        values: { content_types: ['Report'], agencies: ['Meridian Media'], clients: ['Globex'] },
      }),
      private: await addIndexedDocument(app, site, {
        title: 'Private plan',
        published: daysAgo(5),
        values: { content_types: ['Case Study'], clients: ['Acme'] },
        visibility: 'Private',
        createdBy: UPLOADER,
      }),
      archive: await addIndexedDocument(app, site, {
        title: 'Archive case',
        published: daysAgo(200),
        values: { content_types: ['Case Study'] },
      }),
    };
    await addInteractions(app, docs.popular.assetId, 'view', [SITE_VIEWER, SECOND_VIEWER], { times: 5 });
    await addInteractions(app, docs.popular.assetId, 'like', [SITE_VIEWER, SECOND_VIEWER]);
    await addInteractions(app, docs.popular.assetId, 'download', [SITE_VIEWER]);
    await addInteractions(app, docs.popular.assetId, 'view', [SITE_VIEWER], { times: 4, at: daysAgo(150) });
    await addInteractions(app, docs.report.assetId, 'view', [AI_USER], { times: 2 });
    await addInteractions(app, docs.report.assetId, 'download', [AI_USER], { times: 3 });
    await addInteractions(app, docs.report.assetId, 'share', [SITE_VIEWER]);
    await addInteractions(app, docs.private.assetId, 'view', [UPLOADER], { times: 9 });
    await addInteractions(app, docs.private.assetId, 'like', [UPLOADER]);

    await addSearches(app, site, 'retail media', [SITE_VIEWER, SECOND_VIEWER, AI_USER]);
    await addSearches(app, site, 'Retail Media ', [SITE_VIEWER]);
    await addSearches(app, site, 'secret merger', [UPLOADER]);
    await addSearches(app, site, 'nothing here', [SECOND_VIEWER, AI_USER], { resultCount: 0 });
    await addSearches(app, site, '*', [SITE_VIEWER]);
    await addSearches(app, site, 'ancient', [SITE_VIEWER, SECOND_VIEWER], { at: daysAgo(150) });
    // A search that led to a content page is not a search of the search page again.
    await app.db.insert(searchReportEvents).values({
      query: 'retail media',
      type: 'full',
      userId: await userIdOf(app, SITE_ADMIN),
      deploymentIndexId: site.deploymentIndexId,
      assetId: docs.popular.assetId,
    });

    // Another site's activity, which this site's insights never count.
    const home = await siteNamed(app, HOME_SITE);
    const elsewhere = await addIndexedDocument(app, home, {
      title: 'Elsewhere case',
      folder: 'Cases',
    });
    await addInteractions(app, elsewhere.assetId, 'view', [SITE_ADMIN], { times: 7 });
    await addSearches(app, home, 'retail media', [SITE_ADMIN, SITE_VIEWER]);
  });

  const call = async <Answer>(path: string, payload: unknown, as: string) => {
    const response = await context.request('POST', `/api/v2/deploymentIndexes/${site.deploymentIndexId}${path}`, {
      as,
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Answer>();
  };
  const metrics = (payload?: unknown, as = SITE_VIEWER) => call<SiteMetrics>('/insights', payload, as);
  const searches = (payload?: unknown, as = SITE_VIEWER) => call<SiteSearchInsights>('/insights/searches', payload, as);
  const engagement = (payload?: unknown, as = SITE_VIEWER) =>
    call<SiteEngagementInsights>('/insights/engagement', payload, as);
  const counts = (list: { title: string; count: number }[]) => list.map((entry) => [entry.title, entry.count]);

  test('metrics: totals of the last 3 months and the metric filters on home', async () => {
    const answer = await metrics();
    assert.equal(answer.period.dateFilter, 'Past 3 months');
    assert.deepEqual(answer.totals, {
      assets: 3,
      views: 16,
      downloads: 4,
      likes: 3,
      shares: 1,
      searches: 8,
      activeUsers: 4,
    });
    const filters = Object.fromEntries(
      answer.metricFilters.map((filter) => [
        filter.key,
        [filter.field, Object.fromEntries(filter.values.map((value) => [value.name, value.count]))],
      ]),
    );
    assert.deepEqual(filters, {
      'uploader/organizations': ['agencies', { 'Northwind Digital': 1, 'Meridian Media': 1 }],
      'uploader/clients': ['clients', { Acme: 2, Globex: 1 }],
      'uploader/content_types': ['content_types', { 'Case Study': 2, Report: 1 }],
    });
  });

  test('metrics: the date filter sets the period, a facet selection the assets counted', async () => {
    const longer = await metrics({ searchParameters: { filters: 'published_date_Past 12 months' } });
    assert.equal(longer.totals.assets, 4);
    assert.equal(longer.totals.views, 20, 'the views of 150 days ago count in 12 months');
    assert.equal(longer.totals.searches, 10);

    const acme = await metrics({ searchParameters: { filters: 'clients_Acme' } });
    assert.equal(acme.totals.assets, 2);
    assert.equal(acme.totals.views, 14);
    assert.equal(acme.totals.downloads, 1);
    assert.equal(acme.totals.shares, 0);
    assert.equal(acme.totals.searches, 8, "searches are the site's, whatever documents are selected");
  });

  test('engagement: top viewed, liked and downloaded with counts; a private title only for who may open it', async () => {
    const forViewer = await engagement();
    assert.deepEqual(forViewer.totals, { views: 16, downloads: 4, likes: 3, shares: 1 });
    assert.deepEqual(counts(forViewer.topViewed), [
      ['Popular case', 5],
      ['Quiet report', 2],
    ]);
    assert.deepEqual(counts(forViewer.topLiked), [['Popular case', 2]]);
    assert.deepEqual(counts(forViewer.topDownloaded), [
      ['Quiet report', 3],
      ['Popular case', 1],
    ]);
    assert.ok(!JSON.stringify(forViewer).includes('Private plan'), 'the viewer is never told the private title');
    assert.equal(forViewer.topViewed[0]?.docId, docs.popular.docId);

    for (const as of [SITE_ADMIN, UPLOADER]) {
      const forReader = await engagement(undefined, as);
      assert.deepEqual(counts(forReader.topViewed), [
        ['Private plan', 9],
        ['Popular case', 5],
        ['Quiet report', 2],
      ]);
      assert.deepEqual(counts(forReader.topLiked), [
        ['Popular case', 2],
        ['Private plan', 1],
      ]);
    }
  });

  test('engagement: top asks for fewer; the period and a facet selection narrow it', async () => {
    assert.deepEqual(counts((await engagement({ top: 1 }, SITE_ADMIN)).topViewed), [['Private plan', 9]]);
    const longer = await engagement({ searchParameters: { filters: 'published_date_Past 6 months' } });
    assert.deepEqual(counts(longer.topViewed)[0], ['Popular case', 9]);
    const reports = await engagement({ searchParameters: { filters: 'content_types_Report' } });
    assert.deepEqual(reports.totals, { views: 2, downloads: 3, likes: 0, shares: 1 });
    assert.deepEqual(counts(reports.topViewed), [['Quiet report', 2]]);
  });

  test('engagement: top 10 at most by default', async () => {
    const app = context.server.app;
    const busy = await insightsSite(context, 'Busy engagement');
    for (let index = 0; index < 12; index += 1) {
      const asset = await addIndexedDocument(app, busy, { title: `Viewed ${String(index).padStart(2, '0')}` });
      await addInteractions(app, asset.assetId, 'view', [SITE_VIEWER], { times: index + 1 });
    }
    const response = await context.request(
      'POST',
      `/api/v2/deploymentIndexes/${busy.deploymentIndexId}/insights/engagement`,
      {
        as: SITE_VIEWER,
      },
    );
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<SiteEngagementInsights>();
    assert.equal(answer.topViewed.length, 10);
    assert.deepEqual(answer.topViewed[0], { ...answer.topViewed[0], title: 'Viewed 11', count: 12 });
    assert.equal(answer.totals.views, 78);
  });

  test("searches: total requests, top searched and a weekly series; one person's queries only to analysts", async () => {
    const forViewer = await searches();
    assert.equal(forViewer.totalRequests, 8);
    assert.equal(forViewer.noResults, 2);
    assert.deepEqual(forViewer.topSearched, [
      { query: 'retail media', count: 4 },
      { query: 'nothing here', count: 2 },
    ]);
    assert.equal(forViewer.queriesOfOnePersonShown, false);
    assert.equal(forViewer.interval, 'week');
    const thisWeek = forViewer.series.at(-1);
    assert.equal(thisWeek?.searches, 8);
    assert.equal(thisWeek?.noResults, 2);
    assert.equal(
      forViewer.series.reduce((sum, entry) => sum + entry.searches, 0),
      8,
    );
    for (const entry of forViewer.series)
      assert.equal(new Date(`${entry.start}T00:00:00Z`).getUTCDay(), 1, 'weeks start on Monday');
    assert.ok(forViewer.series.length >= 13 && forViewer.series.length <= 15, 'every week of 3 months');

    const forAnalyst = await searches(undefined, SITE_ADMIN);
    assert.deepEqual(forAnalyst.topSearched, [
      { query: 'retail media', count: 4 },
      { query: 'nothing here', count: 2 },
      { query: 'secret merger', count: 1 },
    ]);
    assert.equal(forAnalyst.queriesOfOnePersonShown, true);
  });

  test('searches: a long period is charted by month; top and interval may be asked', async () => {
    const year = await searches({ searchParameters: { filters: 'published_date_Past 12 months' } }, SITE_ADMIN);
    assert.equal(year.interval, 'month');
    assert.equal(year.totalRequests, 10);
    assert.ok(year.series.length === 12 || year.series.length === 13);
    assert.ok(year.series.every((entry) => entry.start.endsWith('-01')));
    assert.equal(
      year.series.reduce((sum, entry) => sum + entry.searches, 0),
      10,
    );
    assert.deepEqual(year.topSearched.slice(0, 2), [
      { query: 'retail media', count: 4 },
      { query: 'ancient', count: 2 },
    ]);
    const top = await searches({ top: 1, interval: 'month' }, SITE_ADMIN);
    assert.deepEqual(top.topSearched, [{ query: 'retail media', count: 4 }]);
    assert.equal(top.interval, 'month');
  });

  test('searches: a query is counted once however it was typed, in the top queries and those that found nothing', async () => {
    const app = context.server.app;
    const spellings = await insightsSite(context, 'Query spellings');
    await addSearches(app, spellings, 'brand purpose', [SITE_VIEWER]);
    await addSearches(app, spellings, 'Brand  Purpose', [SECOND_VIEWER]);
    await addSearches(app, spellings, 'brand+purpose', [AI_USER]);
    await addSearches(app, spellings, 'retail', [SITE_VIEWER]);
    await addSearches(app, spellings, '%22Cannes%20Lions%22', [SITE_VIEWER], { resultCount: 0 });
    await addSearches(app, spellings, '  cannes lions? ', [SECOND_VIEWER], { resultCount: 0 });
    await addSearches(app, spellings, 'c++', [SITE_VIEWER, SECOND_VIEWER], { resultCount: 0 });
    const answer = (as: string) =>
      context.request('POST', `/api/v2/deploymentIndexes/${spellings.deploymentIndexId}/insights/searches`, {
        as,
        payload: {},
      });
    const forViewer = (await answer(SITE_VIEWER)).json<SiteSearchInsights>();
    assert.equal(forViewer.totalRequests, 8);
    assert.deepEqual(forViewer.topSearched, [
      { query: 'brand purpose', count: 3 },
      { query: 'c++', count: 2 },
      { query: 'Cannes Lions', count: 2 },
    ]);
    assert.deepEqual(forViewer.topNoResults, [
      { query: 'c++', count: 2 },
      { query: 'Cannes Lions', count: 2 },
    ]);
    const forAnalyst = (await answer(SITE_ADMIN)).json<SiteSearchInsights>();
    assert.deepEqual(forAnalyst.topSearched.at(-1), { query: 'retail', count: 1 }, "one person's query, to analysts");
  });

  test('refused: no token, a user of no site, a user of another site, an unknown site; nothing changes', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const path of ['/insights', '/insights/searches', '/insights/engagement']) {
      const post = (as?: string, id = site.deploymentIndexId) =>
        context.request('POST', `/api/v2/deploymentIndexes/${id}${path}`, as ? { as, payload: {} } : { payload: {} });
      assert.equal((await post()).statusCode, 401, path);
      for (const as of [NO_SITE_USER, MERIDIAN_EDITOR]) {
        const refused = await post(as);
        assert.equal(refused.statusCode, 403, `${path} ${as}`);
        assert.equal(refused.json().error, ACCESS_MESSAGES.noSiteAccess);
      }
      assert.equal((await post(SITE_VIEWER, 999_999)).statusCode, 404, path);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('bad input: unknown fields, a bad date filter, too large a top, an unknown interval', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const [path, payload, message] of [
      [
        '/insights',
        { top: 5, rows: 3 },
        /body\/rows is not a field of this request \(it takes searchParameters, top\)/,
      ],
      ['/insights/engagement', { searchParameters: { filter: 'x' } }, /body\/searchParameters\/filter is not a field/],
      [
        '/insights/searches',
        { searchParameters: { filters: 'published_date_Yesterday' } },
        /'Yesterday' is not a date filter/,
      ],
      ['/insights/searches', { interval: 'day' }, /body\/interval/],
      ['/insights/engagement', { top: MAX_INSIGHT_TOP + 1 }, new RegExp(`body/top must be <= ${MAX_INSIGHT_TOP}`)],
      ['/insights', { searchParameters: { filters: 'planets_Mars' } }, /'planets_Mars' names no facet of this site/],
    ] as const) {
      const response = await context.request('POST', `/api/v2/deploymentIndexes/${site.deploymentIndexId}${path}`, {
        as: SITE_VIEWER,
        payload,
      });
      assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
