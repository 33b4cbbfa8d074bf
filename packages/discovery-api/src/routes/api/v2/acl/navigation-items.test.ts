import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

interface GroupingBody {
  pageGroupingId: number;
  name: string;
  code: string;
  order: number;
  pages: { pageId: number; name: string; path: string; code: string; iconValue: string | null }[];
}

describe('GET /api/v2/acl/portal/navigationItems/{indexId}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const navigation = (id: number | string, as?: string) =>
    context.request('GET', `/api/v2/acl/portal/navigationItems/${id}`, { as });

  test('refuses a call without a token with 401', async () => {
    const response = await navigation(await context.siteId('Northwind Discovery'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: no bearer token.');
  });

  test('returns the page groupings ordered by order, each with its pages', async () => {
    const response = await navigation(await context.siteId('Northwind Discovery'), SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const groupings = response.json<GroupingBody[]>();
    assert.deepEqual(
      groupings.map((grouping) => [grouping.name, grouping.code, grouping.order]),
      [
        ['Discover', 'discover', 1],
        ['Insights', 'insights', 2],
        ['Resources', 'resources', 3],
      ],
    );
    const insights = groupings[1];
    assert.deepEqual(
      insights?.pages.map(({ name, path, code, iconValue }) => ({ name, path, code, iconValue })),
      [
        { name: 'Awards Results', path: '/awards/results', code: 'awardsResults', iconValue: 'emoji_events' },
        {
          name: 'Awards Leaderboard',
          path: '/awards/leaderboard',
          code: 'awardsLeaderboard',
          iconValue: 'leaderboard',
        },
        { name: 'BI Dashboards', path: '/bidashboards', code: 'biDashboards', iconValue: 'dashboard' },
      ],
    );
    for (const page of groupings.flatMap((grouping) => grouping.pages)) {
      assert.deepEqual(Object.keys(page).sort(), ['code', 'iconValue', 'name', 'pageId', 'path']);
      assert.equal(typeof page.pageId, 'number');
    }
    const resourcePaths = groupings[2]?.pages.map((page) => page.path);
    assert.deepEqual(resourcePaths, ['https://brand.example.com/guidelines', '{{requestAccessFormUrl}}']);
  });

  test("returns only the requested site's menu", async () => {
    const discovery = await navigation(await context.siteId('Northwind Discovery'), PORTAL_ADMIN);
    const creative = await navigation(await context.siteId('Meridian Creative'), PORTAL_ADMIN);
    const ids = (body: GroupingBody[]) => body.map((grouping) => grouping.pageGroupingId);
    assert.equal(creative.statusCode, 200, creative.body);
    assert.equal(ids(creative.json()).filter((id) => ids(discovery.json()).includes(id)).length, 0);
  });

  test('refuses a user with no role on the site with 403', async () => {
    const response = await navigation(await context.siteId('Meridian Creative'), SITE_VIEWER);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test('answers 400 naming the parameter for a bad id and 404 for an unknown one', async () => {
    const bad = await navigation('first', PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'The request is not valid: params/indexId must be integer.');

    const unknown = await navigation(55555, PORTAL_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'No such site: 55555.');
  });
});
