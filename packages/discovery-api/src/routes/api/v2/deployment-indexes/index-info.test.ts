import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AWARDS_VIEWER, CREATIVE_ADMIN, MERIDIAN_EDITOR, NO_SITE_USER, PORTAL_ADMIN } from '../../../../test/cast.js';

describe('GET /api/v2/deploymentIndexes/{id}/info', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const info = (id: number | string, as?: string) =>
    context.request('GET', `/api/v2/deploymentIndexes/${id}/info`, { as });

  test('refuses a call without a token with 401', async () => {
    const response = await info(await context.siteId('Meridian Insights'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'Sign-in required: no bearer token.');
  });

  test('returns the site fields, its theme and stored welcome message, and no storage keys', async () => {
    const id = await context.siteId('Meridian Insights');
    const response = await info(id, MERIDIAN_EDITOR);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      deploymentIndexId: id,
      deploymentId: response.json().deploymentId,
      name: 'Meridian Insights',
      containerName: 'meridian-insights-assets',
      // The account URL browsers use (embedded Azurite: proxied on the portal's origin), not the stored placeholder.
      containerUrl: `${context.server.config.publicUrl}/blob/devstoreaccount1`,
      previewContainerName: 'meridian-insights-previews',
      searchIndexName: 'meridian-insights-index',
      isPreviewable: true,
      theme: { primary: '#00695c', secondary: '#ff7043', accent: '#80cbc4' },
      welcomeMessage: 'Welcome to Meridian Insights: engagement analytics and BI dashboards for every agency.',
      metadataSetId: null,
      pageTemplateCode: 'insights',
      customizationsContainer: 'meridian-insights-customizations',
      chartTheme: 'light',
      externalFormAddress: null,
      isCurrent: false,
    });
    assert.equal(typeof response.json().deploymentId, 'number');
  });

  test("gives the address of the site's external form provider when it has one", async () => {
    const response = await info(await context.siteId('Meridian Creative'), CREATIVE_ADMIN);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().externalFormAddress, 'https://forms.example.com/meridian-creative');
  });

  test('welcomes to the site name when no message is stored, and marks the current site', async () => {
    const id = await context.siteId('Northwind Awards');
    const chosen = await context.request('PUT', `/api/v2/deployments/setDefaultIndex/${id}`, {
      as: AWARDS_VIEWER,
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    const response = await info(id, AWARDS_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().welcomeMessage, 'Welcome to Northwind Awards');
    assert.equal(response.json().isCurrent, true);
  });

  test('refuses a user with no role on the site with 403', async () => {
    const response = await info(await context.siteId('Meridian Insights'), NO_SITE_USER);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test('answers 400 naming the parameter for a bad id and 404 for an unknown one', async () => {
    const bad = await info('1.5', PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'The request is not valid: params/id must be integer.');

    const unknown = await info(31337, PORTAL_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'No such site: 31337.');
  });
});
