import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { deploymentIndexUsers, users } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AI_USER, PORTAL_ADMIN, SECOND_VIEWER, SITE_VIEWER } from '../../../../test/cast.js';

describe('PUT /api/v2/deployments/setDefaultIndex/{deploymentIndexId}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const setDefault = (id: number | string, as?: string) =>
    context.request('PUT', `/api/v2/deployments/setDefaultIndex/${id}`, { as });

  const currentRows = async (email: string) => {
    const rows = await context.server.app.db
      .select({ deploymentIndexId: deploymentIndexUsers.deploymentIndexId })
      .from(deploymentIndexUsers)
      .innerJoin(users, eq(users.userId, deploymentIndexUsers.userId))
      .where(and(eq(users.email, email), eq(deploymentIndexUsers.isCurrent, true)));
    return rows.map((row) => row.deploymentIndexId);
  };

  test('refuses a call without a token with 401', async () => {
    const response = await setDefault(await context.siteId('Northwind Discovery'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: no bearer token.');
  });

  test("makes the site the user's only current one, as the deployments list then shows", async () => {
    const insights = await context.siteId('Meridian Insights');
    const discovery = await context.siteId('Northwind Discovery');

    const first = await setDefault(insights, SECOND_VIEWER);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().deploymentIndexId, insights);
    assert.equal(first.json().isCurrent, true);
    assert.deepEqual(await currentRows(SECOND_VIEWER), [insights]);

    const second = await setDefault(discovery, SECOND_VIEWER);
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(await currentRows(SECOND_VIEWER), [discovery], 'exactly one current site');

    const listed = await context.request('GET', '/api/v2/deployments', { as: SECOND_VIEWER });
    // Other tests of this process may have added sites (copies, sites of their own): the demo's two are the ones asked.
    const deployments =
      listed.json<{ name: string; isCurrent: boolean; deploymentIndexes: { name: string; isCurrent: boolean }[] }[]>();
    const siteFlags = new Map(
      deployments.flatMap((deployment) => deployment.deploymentIndexes.map((site) => [site.name, site.isCurrent])),
    );
    assert.equal(siteFlags.get('Northwind Discovery'), true);
    assert.equal(siteFlags.get('Meridian Insights'), false);
    assert.equal([...siteFlags.values()].filter(Boolean).length, 1, 'exactly one current site in the list');
    const deploymentFlags = new Map(deployments.map((deployment) => [deployment.name, deployment.isCurrent]));
    assert.equal(deploymentFlags.get('Northwind Group'), true);
    assert.equal(deploymentFlags.get('Meridian Agencies'), false);
  });

  test('refuses a site the user has no role on with 403 and changes nothing', async () => {
    const discovery = await context.siteId('Northwind Discovery');
    assert.equal((await setDefault(discovery, SITE_VIEWER)).statusCode, 200);

    const response = await setDefault(await context.siteId('Meridian Insights'), SITE_VIEWER);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
    assert.deepEqual(await currentRows(SITE_VIEWER), [discovery]);
  });

  test('answers 404 for an unknown site', async () => {
    const response = await setDefault(987654, PORTAL_ADMIN);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { statusCode: 404, error: 'No such site: 987654.' });
  });

  test('answers 400 naming the parameter for an id that is not an integer, and changes nothing', async () => {
    const discovery = await context.siteId('Northwind Discovery');
    assert.equal((await setDefault(discovery, AI_USER)).statusCode, 200);

    const response = await setDefault('abc', AI_USER);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'The request is not valid: params/deploymentIndexId must be integer.');
    assert.deepEqual(await currentRows(AI_USER), [discovery]);
  });
});
