import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, RECENTLY_VIEWED_MAX, type RecentlyViewed } from '@portal/contracts';
import { assetInteractions, type Asset, type DeploymentIndex } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { addIndexedDocument, daysAgo, insightsSite } from '../../../../test/site-insights-fixtures.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

/** GET v2/assetStreams/{indexId}/recentlyViewed on sites of their own, so every view listed was made here. */
describe('v2/assetStreams/{indexId}/recentlyViewed', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let otherSite: DeploymentIndex;
  let docs: Record<'brief' | 'report' | 'plan' | 'elsewhere', Asset>;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [SITE_ADMIN, UPLOADER, SITE_VIEWER, NO_SITE_USER])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await insightsSite(context, 'Recently viewed');
    otherSite = await insightsSite(context, 'Recently viewed elsewhere');
    docs = {
      brief: await addIndexedDocument(app, site, { title: 'Harbour brief' }),
      report: await addIndexedDocument(app, site, { title: 'Quarterly report' }),
      plan: await addIndexedDocument(app, site, { title: 'Private plan', visibility: 'Private', createdBy: UPLOADER }),
      elsewhere: await addIndexedDocument(app, otherSite, { title: 'Another site brief' }),
    };
  });

  /** Views as the content page records them, at the times given (the views call counts one per half hour). */
  const viewed = async (email: string, asset: Asset, when: Date) =>
    context.server.app.db.insert(assetInteractions).values({
      assetId: asset.assetId,
      userId: await userIdOf(context.server.app, email),
      kind: 'view',
      created: when,
    });
  const list = (as?: string, siteId = site.deploymentIndexId) =>
    context.request('GET', `/api/v2/assetStreams/${siteId}/recentlyViewed`, { as });
  const titles = async (as: string) => {
    const response = await list(as);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<RecentlyViewed>().items.map((item) => item.asset.title);
  };

  test("the user's own views of the site, the last viewed first, each once, only what they may still open", async () => {
    // Viewed through the content page's call: the view recorded there is what the list reads.
    const recorded = await context.request('POST', `/api/v2/assets/${docs.report.assetId}/insights/views`, {
      as: SITE_VIEWER,
    });
    assert.equal(recorded.statusCode, 200, recorded.body);
    await viewed(SITE_VIEWER, docs.brief, daysAgo(3));
    const lastBriefView = daysAgo(2);
    await viewed(SITE_VIEWER, docs.brief, lastBriefView);
    await viewed(SITE_VIEWER, docs.elsewhere, daysAgo(1));
    // Viewed while it was theirs to open (e.g. assigned), it is not any more.
    await viewed(SITE_VIEWER, docs.plan, daysAgo(1));
    await viewed(UPLOADER, docs.plan, daysAgo(1));

    const response = await list(SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<RecentlyViewed>();
    assert.equal(body.deploymentIndexId, site.deploymentIndexId);
    assert.deepEqual(
      body.items.map((item) => [item.asset.title, item.asset.docId, item.asset.isAccessible]),
      [
        ['Quarterly report', docs.report.docId, true],
        ['Harbour brief', docs.brief.docId, true],
      ],
    );
    assert.ok(Date.parse(body.items[0]!.viewed) > daysAgo(0.01).getTime(), 'viewed just now');
    assert.equal(body.items[1]!.viewed, lastBriefView.toISOString(), 'the last of its views');
    // The private plan's uploader may open it; nobody sees anyone else's views.
    assert.deepEqual(await titles(UPLOADER), ['Private plan']);
    assert.deepEqual(await titles(SITE_ADMIN), []);
    // The other site's list holds its own document only.
    const elsewhere = await list(SITE_VIEWER, otherSite.deploymentIndexId);
    assert.deepEqual(
      elsewhere.json<RecentlyViewed>().items.map((item) => item.asset.title),
      ['Another site brief'],
    );
  });

  test(`at most ${RECENTLY_VIEWED_MAX}, the most recent`, async () => {
    const app = context.server.app;
    const many: Asset[] = [];
    for (let n = 0; n < RECENTLY_VIEWED_MAX + 3; n += 1) {
      many.push(await addIndexedDocument(app, site, { title: `Viewed note ${n}` }));
      await viewed(SITE_ADMIN, many[n]!, daysAgo(30 - n));
    }
    const listed = await titles(SITE_ADMIN);
    assert.equal(listed.length, RECENTLY_VIEWED_MAX);
    assert.deepEqual(listed.slice(0, 2), [
      `Viewed note ${RECENTLY_VIEWED_MAX + 2}`,
      `Viewed note ${RECENTLY_VIEWED_MAX + 1}`,
    ]);
  });

  test('refused: no sign-in, a user of another site, an unknown site', async () => {
    await assertRefused(context, () => list(), 401);
    await assertRefused(context, () => list(NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => list(SITE_VIEWER, 999_999), 404);
  });
});
