import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AI_USER, NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

describe('GET /api/v2/aideployments/getDeploymentInfo', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const info = async (query: string, as?: string) => {
    const response = await context.request('GET', `/api/v2/aideployments/getDeploymentInfo${query}`, { as });
    return response;
  };

  test("returns the site's 'rag' deployment with its endpoint addresses", async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await info(`?deploymentIndexId=${siteId}&aiDeploymentType=rag`, AI_USER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'aiDeploymentId',
      'aideploymentTypeId',
      'aiendpoint',
      'deploymentName',
    ]);
    assert.equal(body.deploymentName, 'northwind-retrieval');
    assert.equal(body.aideploymentTypeId, 1);
    assert.deepEqual(Object.keys(body.aiendpoint).sort(), ['aiendpointId', 'apimEndpointUrl', 'endpointUrl']);
    // The demo's retrieval endpoint is the portal's own: the local extractive assistant.
    assert.equal(body.aiendpoint.endpointUrl, '/api/v2/assistant');
    assert.equal(body.aiendpoint.apimEndpointUrl, null);

    const openai = await info(`?deploymentIndexId=${siteId}&aiDeploymentType=openai`, PORTAL_ADMIN);
    assert.equal(openai.statusCode, 200, openai.body);
    assert.equal(openai.json().deploymentName, 'northwind-assistant');
  });

  test('401 without a token; 403 without the AI permission or the site', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    assert.equal((await info(`?deploymentIndexId=${siteId}&aiDeploymentType=rag`)).statusCode, 401);
    const viewer = await info(`?deploymentIndexId=${siteId}&aiDeploymentType=rag`, SITE_VIEWER);
    assert.equal(viewer.statusCode, 403);
    assert.match(viewer.json().error, /retrieval assistant/);
    const viewerOpenAi = await info(`?deploymentIndexId=${siteId}&aiDeploymentType=openai`, SITE_VIEWER);
    assert.equal(viewerOpenAi.statusCode, 403);
    const outsider = await info(`?deploymentIndexId=${siteId}&aiDeploymentType=rag`, NO_SITE_USER);
    assert.equal(outsider.statusCode, 403);
  });

  test('404 with a clear message when the site has none; 400 naming the field', async () => {
    const awards = await context.siteId('Northwind Awards');
    const none = await info(`?deploymentIndexId=${awards}&aiDeploymentType=rag`, PORTAL_ADMIN);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().error, "No retrieval assistant ('rag') is configured for the site Northwind Awards.");

    const missing = await info(`?aiDeploymentType=rag`, PORTAL_ADMIN);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /deploymentIndexId/);
    const missingType = await info(`?deploymentIndexId=${awards}`, PORTAL_ADMIN);
    assert.equal(missingType.statusCode, 400);
    assert.match(missingType.json().error, /aiDeploymentType/);
    const unknownType = await info(`?deploymentIndexId=${awards}&aiDeploymentType=vision`, PORTAL_ADMIN);
    assert.equal(unknownType.statusCode, 400);
    assert.match(
      unknownType.json().error,
      /aiDeploymentType 'vision' is not a known AI deployment type \(rag, openai\)/,
    );
  });
});
