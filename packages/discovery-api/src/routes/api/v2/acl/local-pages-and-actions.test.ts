import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AI_USER, NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

describe('local pages and page actions', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const call = (method: 'GET' | 'POST', url: string, as?: string) =>
    context.request(method, `/api/v2/acl/portal${url}`, { as });

  test('GET navigationItems/{indexId}/localPages lists the site local pages in order', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await call('GET', `/navigationItems/${siteId}/localPages`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const rows =
      response.json<
        { localPageId: number; name: string; path: string; code: string; iconValue: string | null; order: number }[]
      >();
    assert.deepEqual(
      rows.map((row) => row.code),
      ['home', 'assetDetail', 'upload', 'notifications'],
    );
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['code', 'iconValue', 'localPageId', 'name', 'order', 'path']);
    assert.equal(rows[1]?.path, '/asset/:docId');
  });

  test('local pages: 401, 403, 400', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    assert.equal((await call('GET', `/navigationItems/${siteId}/localPages`)).statusCode, 401);
    assert.equal((await call('GET', `/navigationItems/${siteId}/localPages`, NO_SITE_USER)).statusCode, 403);
    const bad = await call('GET', '/navigationItems/x/localPages', PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /params\/indexId/);
  });

  test('POST pages/{site}/actions/{pageCode}/{flags} returns the actions the user may use', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const viewer = await call('POST', `/pages/${siteId}/actions/search/0`, SITE_VIEWER);
    assert.equal(viewer.statusCode, 200, viewer.body);
    const viewerCodes = viewer.json<{ code: string }[]>().map((action) => action.code);
    assert.deepEqual(viewerCodes, ['like', 'share', 'addToCollection', 'fullscreen', 'download']);
    assert.deepEqual(Object.keys(viewer.json()[0]).sort(), ['code', 'hasToggle', 'iconValue', 'name', 'pageElementId']);
    assert.equal(viewer.json()[0].hasToggle, true);

    const aiUser = await call('POST', `/pages/${siteId}/actions/search/0`, AI_USER);
    assert.deepEqual(
      aiUser.json<{ code: string }[]>().map((action) => action.code),
      [...viewerCodes, 'analyze', 'interact'],
    );

    const masked = await call('POST', `/pages/${siteId}/actions/search/${2 | 32 | 64}`, SITE_VIEWER);
    assert.deepEqual(
      masked.json<{ code: string }[]>().map((action) => action.code),
      ['like', 'download'],
    );

    const noActions = await call('POST', `/pages/${siteId}/actions/collections/0`, SITE_VIEWER);
    assert.deepEqual(noActions.json(), []);
  });

  test('page actions: 401, 403, 404 for an unknown page, 400 naming the parameter', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    assert.equal((await call('POST', `/pages/${siteId}/actions/search/0`)).statusCode, 401);
    assert.equal((await call('POST', `/pages/${siteId}/actions/search/0`, NO_SITE_USER)).statusCode, 403);
    const unknown = await call('POST', `/pages/${siteId}/actions/nowhere/0`, PORTAL_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, "The site Northwind Discovery has no page 'nowhere'.");
    const bad = await call('POST', `/pages/${siteId}/actions/search/4096`, PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /params\/actionFlags/);
  });
});
