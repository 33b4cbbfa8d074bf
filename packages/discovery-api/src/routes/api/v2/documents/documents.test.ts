// wire pass: deleting a document across tables in one transaction, downloads streamed.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import {
  assetInteractions,
  assetPreviews,
  assetReportEvents,
  assets,
  searchChunks,
  searchDocuments,
  type Asset,
  type DeploymentIndex,
} from '../../../../db/schema/index.js';
import { sampleText } from '../../../../seed/sample-files/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { blockBlobClientFor } from '../../../../test/portal-blob-client.js';
import { AWARDS_VIEWER, NO_SITE_USER, PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

describe('v2/document: getdocumentbyid, download, markAsDownloaded, downloadSelected and delete', () => {
  let context: DemoSiteContext;
  let discovery: DeploymentIndex;
  let open: Asset;
  let secret: Asset;
  let awards: Asset;
  const bytes = new Map<number, Buffer>();
  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    discovery = await siteNamed(app, 'Northwind Discovery');
    const add = async (
      site: DeploymentIndex,
      title: string,
      fileName: string,
      word: string,
      extra: { visibility?: 'Private'; createdBy?: string } = {},
    ) => {
      const file = await sampleText({ title, paragraphs: [`This brief mentions ${word} once.`] });
      const asset = await addDocument(app, site, {
        title,
        fileName,
        bytes: file,
        mimeType: 'text/plain',
        createdBy: UPLOADER,
        ...extra,
      });
      bytes.set(asset.assetId, Buffer.from(file));
      return asset;
    };
    open = await add(discovery, 'Harbour brief', 'Résumé brief.txt', 'wombatopen');
    secret = await add(discovery, 'Merger brief', 'merger.txt', 'wombatsecret', {
      visibility: 'Private',
      createdBy: SITE_ADMIN,
    });
    awards = await add(await siteNamed(app, 'Northwind Awards'), 'Cannes brief', 'cannes.txt', 'wombatawards');
  });

  const byId = (id: string, indexId: number | string, as?: string) =>
    context.request('GET', `/api/v2/document/getdocumentbyid?Id=${encodeURIComponent(id)}&indexId=${indexId}`, { as });
  const download = (id: string, as?: string, indexId: number = discovery.deploymentIndexId) =>
    context.request('GET', `/api/v2/document/download?id=${id}&indexId=${indexId}`, { as });

  test('every call needs a bearer token (401)', async () => {
    for (const [method, url] of [
      ['GET', `/api/v2/document/getdocumentbyid?Id=${open.docId}&indexId=${discovery.deploymentIndexId}`],
      ['GET', `/api/v2/document/download?id=${open.docId}&indexId=${discovery.deploymentIndexId}`],
      ['POST', `/api/v2/document/markAsDownloaded?id=${open.docId}&indexId=${discovery.deploymentIndexId}`],
      ['POST', '/api/v2/document/downloadSelected'],
      ['DELETE', `/api/v2/document/delete?id=${open.docId}`],
    ] as const) {
      assert.equal(
        (await context.request(method, url, method === 'POST' ? { payload: { ids: [open.docId] } } : {})).statusCode,
        401,
        url,
      );
    }
  });

  test('getdocumentbyid: the search record, and a token that opens the file', async () => {
    const response = await byId(open.docId, discovery.deploymentIndexId, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.idField, 'id');
    assert.equal(body.isAccessible, true);
    assert.equal(body.originalFileName, 'Résumé brief.txt');
    const document = body.document;
    assert.equal(document.doc_id, open.docId);
    assert.equal(document.id, open.docId);
    assert.equal(document.title, 'Harbour brief');
    assert.match(document.content, /wombatopen/);
    assert.equal(document.description, 'About Harbour brief.');
    assert.equal(document.file_name, 'Résumé brief.txt');
    assert.equal(document.file_extension, 'txt');
    assert.equal(document.asset_visibility, 'Public');
    assert.equal(document.confidential, true);
    assert.equal(document.created_by, 'Liam Chen');
    assert.equal(document.created, open.created.toISOString());
    assert.deepEqual(document.key_contacts, []);
    assert.equal(
      document.storage_path,
      `${context.server.baseUrl}/blob/devstoreaccount1/${discovery.containerName}/${open.docId}/R%C3%A9sum%C3%A9%20brief.txt`,
    );
    const token = new URLSearchParams(body.token);
    assert.equal(token.get('sp'), 'r');
    assert.equal(token.get('sr'), 'b');
    const file = await blockBlobClientFor(`${document.storage_path}?${body.token}`).downloadToBuffer();
    assert.deepEqual(file, bytes.get(open.assetId));
  });

  test('getdocumentbyid: a viewer gets a private document without its content or token; an administrator gets it all', async () => {
    const hidden = (await byId(secret.docId, discovery.deploymentIndexId, SITE_VIEWER)).json();
    assert.equal(hidden.isAccessible, false);
    assert.equal(hidden.token, null);
    assert.equal(hidden.document.title, 'Merger brief');
    assert.equal(hidden.document.content, '');
    assert.equal(hidden.document.description, null);
    assert.equal(hidden.document.asset_visibility, 'Private');
    for (const as of [PORTAL_ADMIN, SITE_ADMIN]) {
      const shown = (await byId(secret.docId, discovery.deploymentIndexId, as)).json();
      assert.equal(shown.isAccessible, true, as);
      assert.match(shown.document.content, /wombatsecret/);
      assert.ok(shown.token);
    }
  });

  test('getdocumentbyid: 403 without access to the site, 404 for a document the site does not have, 400 naming the field', async () => {
    assert.equal((await byId(open.docId, discovery.deploymentIndexId, NO_SITE_USER)).statusCode, 403);
    assert.equal((await byId(open.docId, discovery.deploymentIndexId, AWARDS_VIEWER)).statusCode, 403);
    const elsewhere = await byId(awards.docId, discovery.deploymentIndexId, SITE_ADMIN);
    assert.equal(elsewhere.statusCode, 404);
    assert.match(elsewhere.json().error, /No document/);
    assert.equal((await byId('no-such-doc', discovery.deploymentIndexId, SITE_VIEWER)).statusCode, 404);
    assert.match((await byId(open.docId, 'abc', SITE_VIEWER)).json().error, /indexId/);
    const missing = await context.request(
      'GET',
      `/api/v2/document/getdocumentbyid?indexId=${discovery.deploymentIndexId}`,
      { as: SITE_VIEWER },
    );
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /Id/);
  });

  test('download: the file with its type and original name, only for users who may see it', async () => {
    const response = await download(open.docId, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.rawPayload, bytes.get(open.assetId));
    assert.equal(response.headers['content-type'], 'text/plain');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="R_sum_ brief.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20brief.txt`,
    );
    const refused = await download(secret.docId, SITE_VIEWER);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCESS_MESSAGES.privateAsset);
    assert.deepEqual((await download(secret.docId, PORTAL_ADMIN)).rawPayload, bytes.get(secret.assetId));
    assert.equal((await download(open.docId, NO_SITE_USER)).statusCode, 403);
    assert.equal((await download(open.docId, AWARDS_VIEWER)).statusCode, 403);
  });

  test("download: docid (the uploader's name) opens the document as id does, and is refused as id is", async () => {
    const get = (query: string, as: string) => context.request('GET', `/api/v2/document/download?${query}`, { as });
    const awardsSite = awards.deploymentIndexId;
    const cases: [docId: string, indexId: number, as: string, status: number][] = [
      [open.docId, discovery.deploymentIndexId, UPLOADER, 200],
      [secret.docId, discovery.deploymentIndexId, SITE_VIEWER, 403],
      // Another site's document, named with this site or with its own: 404 and 403 as with id.
      [awards.docId, discovery.deploymentIndexId, SITE_VIEWER, 404],
      [awards.docId, awardsSite, SITE_VIEWER, 403],
      [open.docId, discovery.deploymentIndexId, NO_SITE_USER, 403],
    ];
    for (const [docId, indexId, as, status] of cases) {
      const byDocid = await get(`docid=${encodeURIComponent(docId)}&indexId=${indexId}`, as);
      const byId = await get(`id=${encodeURIComponent(docId)}&indexId=${indexId}`, as);
      assert.equal(byDocid.statusCode, status, `${docId} as ${as}: ${byDocid.body}`);
      assert.equal(byId.statusCode, status, `${docId} as ${as}: ${byId.body}`);
      assert.deepEqual(byDocid.rawPayload, byId.rawPayload, `${docId} as ${as}`);
      assert.equal(byDocid.headers['content-disposition'], byId.headers['content-disposition']);
    }
    assert.deepEqual(
      (await get(`docid=${open.docId}&indexId=${discovery.deploymentIndexId}`, UPLOADER)).rawPayload,
      bytes.get(open.assetId),
    );
    assert.equal(
      (await get(`docid=${secret.docId}&indexId=${discovery.deploymentIndexId}`, SITE_VIEWER)).json().error,
      ACCESS_MESSAGES.privateAsset,
    );

    const both = await get(`id=${open.docId}&docid=${open.docId}&indexId=${discovery.deploymentIndexId}`, UPLOADER);
    assert.equal(both.statusCode, 400);
    assert.equal(both.json().error, 'The request is not valid: name the document with id or with docid, not both.');
    const neither = await get(`indexId=${discovery.deploymentIndexId}`, UPLOADER);
    assert.equal(neither.statusCode, 400);
    assert.equal(
      neither.json().error,
      'The request is not valid: querystring must name the document with id or docid.',
    );
    for (const query of [
      `docid=&indexId=${discovery.deploymentIndexId}`,
      `docid=${'x'.repeat(201)}&indexId=1`,
      `docid=${open.docId}`,
    ])
      assert.equal((await get(query, UPLOADER)).statusCode, 400, query);
  });

  test('markAsDownloaded records a download interaction and a downloads report event', async () => {
    const app = context.server.app;
    const viewer = await userIdOf(app, SITE_VIEWER);
    const response = await context.request(
      'POST',
      `/api/v2/document/markAsDownloaded?id=${open.docId}&indexId=${discovery.deploymentIndexId}`,
      { as: SITE_VIEWER },
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { id: open.assetId, likes: 0, liked: false, views: 0, downloads: 1, shares: 0 });
    const interactions = await app.db
      .select()
      .from(assetInteractions)
      .where(and(eq(assetInteractions.assetId, open.assetId), eq(assetInteractions.kind, 'download')));
    assert.deepEqual(
      interactions.map((row) => row.userId),
      [viewer],
    );
    const events = await app.db.select().from(assetReportEvents).where(eq(assetReportEvents.assetId, open.assetId));
    assert.deepEqual(
      events.map((row) => [row.userId, row.reportName]),
      [[viewer, 'downloads']],
    );
  });

  test('markAsDownloaded: refused calls change nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const mark = (query: string, as: string) =>
      context.request('POST', `/api/v2/document/markAsDownloaded?${query}`, { as });
    const refused = await mark(`id=${secret.docId}&indexId=${discovery.deploymentIndexId}`, SITE_VIEWER);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCESS_MESSAGES.privateAsset);
    assert.equal(
      (await mark(`id=${open.docId}&indexId=${discovery.deploymentIndexId}`, AWARDS_VIEWER)).statusCode,
      403,
    );
    const bad = await mark(`id=${open.docId}&indexId=0`, SITE_VIEWER);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /indexId/);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('downloadSelected: a ZIP of the files the user may have, listing what was left out', async () => {
    const selected = async (as: string, ids: string[]) =>
      context.request('POST', '/api/v2/document/downloadSelected', { as, payload: { ids } });
    const response = await selected(SITE_VIEWER, [open.docId, secret.docId, awards.docId]);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(
      response.headers['content-disposition'] as string,
      /^attachment; filename="documents-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    assert.deepEqual(Object.keys(zip.files).sort(), ['Not included.txt', 'Résumé brief.txt']);
    assert.deepEqual(await zip.file('Résumé brief.txt')!.async('nodebuffer'), bytes.get(open.assetId));
    const notes = await zip.file('Not included.txt')!.async('string');
    assert.match(notes, new RegExp(`${secret.docId}: ${ACCESS_MESSAGES.privateAsset}`));
    assert.match(notes, new RegExp(`${awards.docId}: not found`));

    const admin = await JSZip.loadAsync((await selected(PORTAL_ADMIN, [open.docId, secret.docId])).rawPayload);
    assert.deepEqual(Object.keys(admin.files).sort(), ['Résumé brief.txt', 'merger.txt']);

    assert.equal((await selected(SITE_VIEWER, [secret.docId])).json().error, ACCESS_MESSAGES.privateAsset);
    assert.equal((await selected(NO_SITE_USER, [open.docId])).statusCode, 403);
    const tooMany = await selected(
      SITE_VIEWER,
      Array.from({ length: 51 }, (_, index) => `doc-${index}`),
    );
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json().error, /body\/ids .*at most 50/);
    const none = await selected(SITE_VIEWER, []);
    assert.equal(none.statusCode, 400);
    assert.match(none.json().error, /ids/);
  });

  test('delete: refused without edit rights (404 as for an unknown id to a user of another site), changing nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const [as, status] of [
      [SITE_VIEWER, 403],
      [AWARDS_VIEWER, 404],
      [NO_SITE_USER, 403],
    ] as const) {
      assert.equal(
        (await context.request('DELETE', `/api/v2/document/delete?id=${open.docId}`, { as })).statusCode,
        status,
        as,
      );
    }
    assert.match((await context.request('DELETE', '/api/v2/document/delete', { as: SITE_ADMIN })).json().error, /id/);
    assert.equal(
      (await context.request('DELETE', '/api/v2/document/delete?id=no-such-doc', { as: SITE_ADMIN })).statusCode,
      404,
    );
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('delete: the uploader deletes their document with its search record, previews and files; a second delete is 404', async () => {
    const app = context.server.app;
    const previews = await app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, open.assetId));
    assert.ok(previews.length > 0, 'the pipeline made a thumbnail');
    const response = await context.request('DELETE', `/api/v2/document/delete?id=${open.docId}`, { as: UPLOADER });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      deleted: true,
      docId: open.docId,
      assetId: open.assetId,
      title: 'Harbour brief',
      deletedFiles: 1 + previews.length,
    });
    assert.deepEqual(await app.db.select().from(assets).where(eq(assets.assetId, open.assetId)), []);
    assert.deepEqual(await app.db.select().from(searchDocuments).where(eq(searchDocuments.assetId, open.assetId)), []);
    assert.deepEqual(await app.db.select().from(searchChunks).where(eq(searchChunks.assetId, open.assetId)), []);
    assert.equal(
      await app.blobs.getContainerClient(discovery.containerName).getBlobClient(open.blobName!).exists(),
      false,
    );
    for (const preview of previews)
      assert.equal(
        await app.blobs.getContainerClient(preview.containerName).getBlobClient(preview.blobName).exists(),
        false,
      );
    assert.equal(
      (await context.request('DELETE', `/api/v2/document/delete?id=${open.docId}`, { as: UPLOADER })).statusCode,
      404,
    );
    assert.equal((await byId(open.docId, discovery.deploymentIndexId, UPLOADER)).statusCode, 404);

    const admin = await context.request('DELETE', `/api/v2/document/delete?id=${secret.docId}`, { as: SITE_ADMIN });
    assert.equal(admin.statusCode, 200, admin.body);
    assert.equal(
      await app.blobs.getContainerClient(discovery.containerName).getBlobClient(secret.blobName!).exists(),
      false,
    );
  });
});
