import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import {
  AccountSASPermissions,
  AccountSASResourceTypes,
  AccountSASServices,
  BlobSASPermissions,
  BlobServiceClient,
  StorageSharedKeyCredential,
  generateAccountSASQueryParameters,
  generateBlobSASQueryParameters,
} from '@azure/storage-blob';
import { Agent } from 'undici';
import { assetContacts, assetFieldValues, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { processAsset } from '../workers/process-asset.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../test/document-fixtures.js';
import { seedMetadataSet } from '../test/uploader-fixtures.js';
import { SITE_VIEWER, UPLOADER } from '../test/cast.js';

const require = createRequire(import.meta.url);
/** The development key Azurite's documentation publishes: what an attacker signs with. */
const PUBLISHED_KEY = (require('azurite/dist/src/blob/utils/constants') as { EMULATOR_ACCOUNT_KEY_STR: string })
  .EMULATOR_ACCOUNT_KEY_STR;
const ACCOUNT = 'devstoreaccount1';

/**
 * Attacks on stored files, as an outsider or a site member would send them: SAS signed with the published
 * development key, account-wide SAS and container listings through the portal's /blob proxy, read SAS for
 * a private asset's file, uploaded HTML opened on the portal's origin, and a private asset's metadata and
 * storage path in the answers around search.
 */
describe('attacks on stored files and private assets', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let privateAsset: Asset;
  let publicAsset: Asset;
  let htmlAsset: Asset;
  let dispatcher: Agent;
  const forged = new StorageSharedKeyCredential(ACCOUNT, PUBLISHED_KEY);
  const expiresOn = () => new Date(Date.now() + 3600_000);

  const call = async (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ) => {
    const response = await dispatcher.request({
      origin: context.server.baseUrl,
      path,
      method,
      headers: options.headers,
      body: options.body,
    });
    return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
  };
  const blobPath = (container: string, blobName: string) =>
    `/blob/${ACCOUNT}/${container}/${blobName.split('/').map(encodeURIComponent).join('/')}`;

  before(async () => {
    context = await sharedDemoSite();
    dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    const app = context.server.app;
    site = await siteNamed(app, 'Northwind Discovery');
    const set = await seedMetadataSet(app, site.deploymentIndexId);
    const text = (words: string) => new TextEncoder().encode(words);
    privateAsset = await addDocument(app, site, {
      title: 'Confidential merger memo',
      fileName: 'merger memo.txt',
      bytes: text('The merger with Contoso closes in March.'),
      mimeType: 'text/plain',
      visibility: 'Private',
      createdBy: UPLOADER,
      process: false,
    });
    await app.db.insert(assetFieldValues).values([
      { assetId: privateAsset.assetId, fieldValueId: set.value.france },
      { assetId: privateAsset.assetId, fieldValueId: set.value.caseStudy },
    ]);
    await app.db
      .insert(assetContacts)
      .values({ assetId: privateAsset.assetId, userId: await userIdOf(app, UPLOADER), contactRole: 'Key Contact' });
    await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, privateAsset.assetId);
    publicAsset = await addDocument(app, site, {
      title: 'Public brand guide',
      fileName: 'brand guide.txt',
      bytes: text('Use the logo well.'),
      mimeType: 'text/plain',
      createdBy: UPLOADER,
    });
    htmlAsset = await addDocument(app, site, {
      title: 'Campaign page',
      fileName: 'campaign.html',
      bytes: text('<!doctype html><script>fetch("/steal?t="+JSON.stringify(localStorage))</script>'),
      mimeType: 'text/html',
      createdBy: UPLOADER,
      process: false,
    });
  });
  after(async () => {
    await dispatcher?.close();
  });

  test('an account SAS signed with the published key lists nothing and reads nothing through /blob', async () => {
    const accountSas = generateAccountSASQueryParameters(
      {
        expiresOn: expiresOn(),
        permissions: AccountSASPermissions.parse('rwdlac'),
        resourceTypes: AccountSASResourceTypes.parse('sco').toString(),
        services: AccountSASServices.parse('b').toString(),
      },
      forged,
    ).toString();
    const listing = await call('GET', `/blob/${ACCOUNT}/?comp=list&${accountSas}`);
    assert.notEqual(listing.status, 200, 'containers listed');
    assert.doesNotMatch(listing.body, new RegExp(site.containerName));
    const containerListing = await call(
      'GET',
      `/blob/${ACCOUNT}/${site.containerName}?restype=container&comp=list&${accountSas}`,
    );
    assert.equal(containerListing.status, 403);
    assert.doesNotMatch(containerListing.body, /merger/);
    const read = await call('GET', `${blobPath(site.containerName, privateAsset.blobName!)}?${accountSas}`);
    assert.equal(read.status, 403);
    assert.doesNotMatch(read.body, /Contoso/);
  });

  test('a blob SAS signed with the published key neither reads, writes nor deletes, through /blob or at storage itself', async () => {
    const sign = (blobName: string, permissions: string) =>
      generateBlobSASQueryParameters(
        {
          containerName: site.containerName,
          blobName,
          permissions: BlobSASPermissions.parse(permissions),
          expiresOn: expiresOn(),
        },
        forged,
      ).toString();
    const file = blobPath(site.containerName, privateAsset.blobName!);
    const read = await call('GET', `${file}?${sign(privateAsset.blobName!, 'r')}`);
    assert.equal(read.status, 403);
    assert.doesNotMatch(read.body, /Contoso/);
    assert.equal((await call('DELETE', `${file}?${sign(privateAsset.blobName!, 'rwd')}`)).status, 403);
    const planted = await call(
      'PUT',
      `${blobPath(site.containerName, 'planted/evil.html')}?${sign('planted/evil.html', 'cw')}`,
      {
        headers: { 'x-ms-blob-type': 'BlockBlob', 'x-ms-version': '2021-12-02', 'content-type': 'text/html' },
        body: '<script>alert(1)</script>',
      },
    );
    assert.equal(planted.status, 403);

    const blobs = context.server.app.blobs;
    assert.equal(
      await blobs.getContainerClient(site.containerName).getBlobClient(privateAsset.blobName!).exists(),
      true,
      'the file is still there',
    );
    assert.equal(await blobs.getContainerClient(site.containerName).getBlobClient('planted/evil.html').exists(), false);
    // Storage's own address refuses the published key too: the data folder has a key of its own.
    const direct = new BlobServiceClient(blobs.url, forged);
    await assert.rejects(
      direct.getContainerClient(site.containerName).getBlobClient(privateAsset.blobName!).downloadToBuffer(),
      { statusCode: 403 },
    );
  });

  test("a viewer gets no read SAS for a private asset's file, nor for a file of no asset", async () => {
    const sas = (blobName: string, containerName = site.containerName) =>
      context.request(
        'GET',
        `/api/v2/deploymentIndexes/${site.deploymentIndexId}/getSasToken?${new URLSearchParams({ containerName, blobName })}`,
        { as: SITE_VIEWER },
      );
    const refused = await sas(privateAsset.blobName!);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCESS_MESSAGES.privateAsset);
    assert.equal((await sas(`${privateAsset.docId}/other.txt`)).statusCode, 404);
    assert.equal((await sas(publicAsset.blobName!)).statusCode, 200, 'a public file is readable');
    const owner = await context.request(
      'GET',
      `/api/v2/deploymentIndexes/${site.deploymentIndexId}/getSasToken?${new URLSearchParams({ containerName: site.containerName, blobName: privateAsset.blobName! })}`,
      { as: UPLOADER },
    );
    assert.equal(owner.statusCode, 200, 'its uploader may read it');
  });

  test("no answer gives a viewer a private asset's storage path, metadata or contacts", async () => {
    const byId = await context.request(
      'GET',
      `/api/v2/document/getdocumentbyid?Id=${privateAsset.docId}&indexId=${site.deploymentIndexId}`,
      { as: SITE_VIEWER },
    );
    assert.equal(byId.statusCode, 200);
    const { document, token, isAccessible } = byId.json();
    assert.equal(isAccessible, false);
    assert.equal(token, null);
    assert.equal(document.title, 'Confidential merger memo');
    assert.equal(document.storage_path, '');
    assert.deepEqual(document.key_contacts, []);
    assert.equal(document.countries, undefined, 'metadata values withheld');
    assert.deepEqual(document.content_types, ['Case Study'], 'its type stays');

    const assets = await context.request('POST', '/api/v2/insights/assetsWithDocIds', {
      as: SITE_VIEWER,
      payload: [privateAsset.docId],
    });
    const asset = assets.json()[privateAsset.docId.toLowerCase()];
    assert.equal(asset.storagePath, '');
    assert.deepEqual(asset.selectedSet, []);
    assert.equal(asset.createdByUser, null);

    const search = await context.request('POST', '/api/v2/search?fetchVisibility=true', {
      as: SITE_VIEWER,
      payload: { indexId: site.deploymentIndexId, q: 'merger memo' },
    });
    assert.equal(search.statusCode, 200, search.body);
    const hit = search.json().documents.find((found: { doc_id: string }) => found.doc_id === privateAsset.docId);
    assert.ok(hit, 'the private asset is listed by its title');
    assert.equal(hit.isAccessible, false);
    assert.equal(hit.countries, undefined);
    assert.equal(hit.storage_path, null);
    assert.doesNotMatch(JSON.stringify(hit), /France|liam\.chen/);

    // Its uploader sees all of it, at the portal's public address (never storage's internal one).
    const ownerSearch = await context.request('POST', '/api/v2/search?fetchVisibility=true', {
      as: UPLOADER,
      payload: { indexId: site.deploymentIndexId, q: 'merger memo' },
    });
    const own = ownerSearch.json().documents.find((found: { doc_id: string }) => found.doc_id === privateAsset.docId);
    assert.deepEqual(own.countries, ['France']);
    assert.ok(own.storage_path.startsWith(`${context.server.config.publicUrl}/blob/${ACCOUNT}/`), own.storage_path);
    assert.doesNotMatch(ownerSearch.body, /127\.0\.0\.1/);
  });

  test('an uploaded HTML file is never served as a page on the portal origin', async () => {
    const sasResponse = await context.request(
      'GET',
      `/api/v2/deploymentIndexes/${site.deploymentIndexId}/getSasToken?${new URLSearchParams({ containerName: site.containerName, blobName: htmlAsset.blobName! })}`,
      { as: SITE_VIEWER },
    );
    assert.equal(sasResponse.statusCode, 200, sasResponse.body);
    const sasUrl = new URL(sasResponse.json().sasUrl);
    const opened = await call('GET', sasUrl.pathname + sasUrl.search);
    assert.equal(opened.status, 200);
    assert.equal(opened.headers['content-type'], 'application/octet-stream');
    assert.match(String(opened.headers['content-disposition']), /^attachment; filename="campaign.html"/);
    assert.equal(opened.headers['x-content-type-options'], 'nosniff');
    assert.match(String(opened.headers['content-security-policy']), /sandbox/);

    // Once processed, storage itself keeps the type found in the bytes and serves it as an attachment.
    const app = context.server.app;
    await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, htmlAsset.assetId);
    const properties = await app.blobs
      .getContainerClient(site.containerName)
      .getBlobClient(htmlAsset.blobName!)
      .getProperties();
    assert.equal(properties.contentType, 'text/html');
    assert.match(String(properties.contentDisposition), /^attachment;/);
  });
});
