import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { deploymentIndexUsers, users } from '../../../../db/schema/index.js';
import { startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';

describe('PUT /api/v2/deployments/setDefaultIndex/{deploymentIndexId}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await startDemoSiteContext();
  });
  after(async () => {
    await context?.close();
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

    const first = await setDefault(insights, 'lucas.silva@demo.portal');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().deploymentIndexId, insights);
    assert.equal(first.json().isCurrent, true);
    assert.deepEqual(await currentRows('lucas.silva@demo.portal'), [insights]);

    const second = await setDefault(discovery, 'lucas.silva@demo.portal');
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(await currentRows('lucas.silva@demo.portal'), [discovery], 'exactly one current site');

    const listed = await context.request('GET', '/api/v2/deployments', { as: 'lucas.silva@demo.portal' });
    const current = listed
      .json<{ name: string; isCurrent: boolean; deploymentIndexes: { name: string; isCurrent: boolean }[] }[]>()
      .map((deployment) => [
        deployment.name,
        deployment.isCurrent,
        deployment.deploymentIndexes.map((site) => [site.name, site.isCurrent]),
      ]);
    assert.deepEqual(current, [
      ['Northwind Group', true, [['Northwind Discovery', true]]],
      ['Meridian Agencies', false, [['Meridian Insights', false]]],
    ]);
  });

  test('refuses a site the user has no role on with 403 and changes nothing', async () => {
    const discovery = await context.siteId('Northwind Discovery');
    assert.equal((await setDefault(discovery, 'sofia.rossi@demo.portal')).statusCode, 200);

    const response = await setDefault(await context.siteId('Meridian Insights'), 'sofia.rossi@demo.portal');
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: 'You do not have access to this site.' });
    assert.deepEqual(await currentRows('sofia.rossi@demo.portal'), [discovery]);
  });

  test('answers 404 for an unknown site', async () => {
    const response = await setDefault(987654, 'noah.patel@demo.portal');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { statusCode: 404, error: 'No such site: 987654.' });
  });

  test('answers 400 naming the parameter for an id that is not an integer, and changes nothing', async () => {
    const discovery = await context.siteId('Northwind Discovery');
    assert.equal((await setDefault(discovery, 'mia.johansson@demo.portal')).statusCode, 200);

    const response = await setDefault('abc', 'mia.johansson@demo.portal');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'The request is not valid: params/deploymentIndexId must be integer.');
    assert.deepEqual(await currentRows('mia.johansson@demo.portal'), [discovery]);
  });
});
