import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { deploymentIndexes } from '../../../../db/schema/index.js';
import { isContainerName } from '../../../../blob/site-containers.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

describe('GET /api/v2/deploymentIndexes/{id}/getStorageAccountInfo', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const info = async (name: 'Northwind Discovery' | 'Northwind Awards', query: string, as?: string) =>
    context.request('GET', `/api/v2/deploymentIndexes/${await context.siteId(name)}/getStorageAccountInfo${query}`, {
      as,
    });
  const containerExists = (name: string) => context.server.app.blobs.getContainerClient(name).exists();

  test('refuses a call without a token with 401, and a user without the site with 403', async () => {
    const anonymous = await info('Northwind Discovery', '?blobName=doc-1/a.pdf');
    assert.equal(anonymous.statusCode, 401);
    const outsider = await info('Northwind Discovery', '?blobName=doc-1/a.pdf', NO_SITE_USER);
    assert.equal(outsider.statusCode, 403);
    assert.deepEqual(outsider.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test("gives any site member the addresses on the portal's origin, creating the site's containers", async () => {
    assert.equal(await containerExists('northwind-awards-assets'), false);
    const response = await info('Northwind Awards', '?blobName=doc-9/Case%20study.pdf', SITE_ADMIN);
    assert.equal(response.statusCode, 200, response.body);
    const account = `${context.server.config.publicUrl}/blob/devstoreaccount1`;
    assert.deepEqual(response.json(), {
      accountName: 'devstoreaccount1',
      accountUrl: account,
      containerName: 'northwind-awards-assets',
      containerUrl: `${account}/northwind-awards-assets`,
      previewContainerName: 'northwind-awards-previews',
      previewContainerUrl: `${account}/northwind-awards-previews`,
      blobName: 'doc-9/Case study.pdf',
      blobUrl: `${account}/northwind-awards-assets/doc-9/Case%20study.pdf`,
      previewBlobUrl: `${account}/northwind-awards-previews/doc-9/Case%20study.pdf`,
    });
    assert.equal(await containerExists('northwind-awards-assets'), true);
    assert.equal(await containerExists('northwind-awards-previews'), true);

    // The site's containerUrl (info) is the same account URL, not the placeholder stored by the seed.
    const site = await context.request(
      'GET',
      `/api/v2/deploymentIndexes/${await context.siteId('Northwind Awards')}/info`,
      { as: SITE_ADMIN },
    );
    assert.equal(site.json().containerUrl, account);
  });

  test('leaves the blob addresses out without blobName, and refuses a bad one with 400 naming it', async () => {
    const plain = await info('Northwind Discovery', '', SITE_VIEWER);
    assert.equal(plain.statusCode, 200, plain.body);
    assert.equal(plain.json().blobUrl, null);
    assert.equal(plain.json().previewBlobUrl, null);

    const snapshot = await databaseSnapshot(context.server.app);
    const bad = await info('Northwind Discovery', '?blobName=..%2Fother-site%2Fx', SITE_VIEWER);
    assert.equal(bad.statusCode, 400);
    assert.equal(
      bad.json().error,
      'The request is not valid: querystring/blobName must not contain "." or ".." path segments.',
    );
    assert.deepEqual(await databaseSnapshot(context.server.app), snapshot);
  });

  test('every seeded site has valid Azure container names', async () => {
    const sites = await context.server.app.db.select().from(deploymentIndexes);
    assert.ok(sites.length >= 4);
    for (const site of sites) {
      assert.ok(isContainerName(site.containerName), site.containerName);
      assert.ok(isContainerName(site.previewContainerName), site.previewContainerName);
    }
  });

  test("lets the portal's origin, and no other, call the blob service from a browser (CORS)", async () => {
    const serviceUrl = context.server.app.blobs.url.replace(/\/$/, '');
    const preflight = (origin: string) =>
      fetch(`${serviceUrl}/northwind-discovery-assets/doc-1/a.pdf`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'x-ms-blob-type,content-type',
        },
      });
    const portalOrigin = new URL(context.server.config.publicUrl).origin;
    const allowed = await preflight(portalOrigin);
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), portalOrigin);
    assert.match(allowed.headers.get('access-control-allow-methods') ?? '', /PUT/);
    assert.equal((await preflight('https://elsewhere.example')).status, 403);
  });
});
