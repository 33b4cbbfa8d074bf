import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { maintenanceWindows, systemMessages } from '../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';

describe('public GET /api/systemMessage and /api/maintenanceWindow', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  test("returns the site's banner without a token", async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await context.request('GET', `/api/systemMessage?deploymentIndexId=${siteId}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      topic: 'New search experience',
      message: 'Semantic search is now available on Northwind Discovery. Switch modes next to the search box.',
      buttonLabel: 'Learn more',
      buttonLink: '/search',
      icon: 'campaign',
    });
  });

  test('204 when neither the site nor the system has one, then falls back to the system-wide message', async () => {
    const awards = await context.siteId('Northwind Awards');
    assert.equal((await context.request('GET', `/api/systemMessage?deploymentIndexId=${awards}`)).statusCode, 204);
    assert.equal((await context.request('GET', '/api/systemMessage')).statusCode, 204);
    await context.server.app.db
      .insert(systemMessages)
      .values({ topic: 'Portal-wide', message: 'Hello everyone', active: true });
    await context.server.app.db
      .insert(systemMessages)
      .values({ topic: 'Old', message: 'inactive', active: false, deploymentIndexId: awards });
    const fallback = await context.request('GET', `/api/systemMessage?deploymentIndexId=${awards}`);
    assert.equal(fallback.statusCode, 200);
    assert.equal(fallback.json().topic, 'Portal-wide');
    assert.equal((await context.request('GET', '/api/systemMessage')).json().message, 'Hello everyone');
  });

  test('400 naming the field for a bad site id', async () => {
    const response = await context.request('GET', '/api/systemMessage?deploymentIndexId=abc');
    assert.equal(response.statusCode, 400);
    assert.match(response.json().error, /querystring\/deploymentIndexId/);
  });

  test('maintenance window: 204 by default, then the next window that has not ended', async () => {
    assert.equal((await context.request('GET', '/api/maintenanceWindow')).statusCode, 204);
    const hour = 3_600_000;
    const now = Date.now();
    await context.server.app.db.insert(maintenanceWindows).values([
      { startsAt: new Date(now - 3 * hour), endsAt: new Date(now - 2 * hour), message: 'past' },
      { startsAt: new Date(now + 5 * hour), endsAt: new Date(now + 6 * hour), message: 'later' },
      { startsAt: new Date(now + hour), endsAt: new Date(now + 2 * hour), message: 'next' },
    ]);
    const response = await context.request('GET', '/api/maintenanceWindow');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      start: new Date(now + hour).toISOString(),
      end: new Date(now + 2 * hour).toISOString(),
      message: 'next',
    });
  });
});
