import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { assetInteractions, assetUserGroups, type Asset } from '../../../../db/schema/index.js';
import { samplePng, sampleText } from '../../../../seed/sample-files/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { addDocument, siteNamed, userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { AWARDS_VIEWER, NO_SITE_USER, PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

interface Details {
  isAccessible: boolean;
  thumbnailUrl: string | null;
  interactionInsight: {
    id: number;
    likes: number;
    liked: boolean;
    views: number;
    downloads: number;
    shares: number;
  } | null;
  hasUserGroupAccess: boolean;
}

describe('POST v2/assets/listDetails, v2/assets/thumbnails, v2/insights/assetsWithDocIds and GET v2/assets/document/preview/{id}', () => {
  let context: DemoSiteContext;
  let open: Asset;
  let secret: Asset;
  let unprocessed: Asset;
  let awards: Asset;
  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    const discovery = await siteNamed(app, 'Northwind Discovery');
    const content = (title: string) => ({ title, paragraphs: [`${title} in a few words.`] });
    open = await addDocument(app, discovery, {
      title: 'Harbour campaign',
      fileName: 'harbour.png',
      bytes: await samplePng(content('Harbour campaign')),
      mimeType: 'image/png',
      createdBy: UPLOADER,
    });
    secret = await addDocument(app, discovery, {
      title: 'Merger plan',
      fileName: 'merger.png',
      bytes: await samplePng(content('Merger plan')),
      mimeType: 'image/png',
      visibility: 'Private',
      createdBy: SITE_ADMIN,
    });
    unprocessed = await addDocument(app, discovery, {
      title: 'Fresh upload',
      fileName: 'fresh.txt',
      bytes: await sampleText(content('Fresh upload')),
      mimeType: 'text/plain',
      process: false,
    });
    awards = await addDocument(app, await siteNamed(app, 'Northwind Awards'), {
      title: 'Cannes entry',
      fileName: 'cannes.txt',
      bytes: await sampleText(content('Cannes entry')),
      mimeType: 'text/plain',
    });
    const viewer = await userIdOf(app, SITE_VIEWER);
    await app.db.insert(assetInteractions).values([
      { assetId: open.assetId, userId: viewer, kind: 'like' },
      { assetId: open.assetId, userId: viewer, kind: 'view' },
      { assetId: open.assetId, userId: await userIdOf(app, SITE_ADMIN), kind: 'view' },
      { assetId: open.assetId, userId: null, kind: 'download' },
    ]);
  });

  const listDetails = (as: string | undefined, payload: object) =>
    context.request('POST', '/api/v2/assets/listDetails', { as, payload });
  const allFlags = {
    fetchVisibility: true,
    fetchThumbnails: true,
    fetchInteractionMetrics: true,
    fetchDashboardAccess: true,
  };

  test('every call needs a bearer token (401)', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/v2/assets/listDetails', { docIds: [open.docId] }],
      ['POST', '/api/v2/assets/thumbnails', { docIds: [open.docId] }],
      ['POST', '/api/v2/insights/assetsWithDocIds', [open.docId]],
      ['GET', `/api/v2/assets/document/preview/${open.docId}`, undefined],
    ] as const) {
      const response = await context.request(method, url, { payload });
      assert.equal(response.statusCode, 401, url);
    }
  });

  test('listDetails: visibility, thumbnail path, counts and dashboard access per doc id; unknown ids absent', async () => {
    const response = await listDetails(SITE_VIEWER, {
      docIds: [open.docId, secret.docId, unprocessed.docId.toUpperCase(), 'no-such-doc'],
      ...allFlags,
    });
    assert.equal(response.statusCode, 200, response.body);
    const details = response.json<Record<string, Details>>();
    assert.deepEqual(Object.keys(details).sort(), [open.docId, secret.docId, unprocessed.docId.toUpperCase()].sort());
    assert.deepEqual(details[open.docId], {
      isAccessible: true,
      thumbnailUrl: `v2/assets/document/preview/${open.docId}?type=thumbnail`,
      interactionInsight: { id: open.assetId, likes: 1, liked: true, views: 2, downloads: 1, shares: 0 },
      hasUserGroupAccess: false,
    });
    assert.equal(details[secret.docId]?.isAccessible, false);
    assert.equal(details[secret.docId]?.thumbnailUrl, null, 'no thumbnail of a private asset for a viewer');
    assert.equal(details[unprocessed.docId.toUpperCase()]?.thumbnailUrl, null, 'no picture yet');
  });

  test('listDetails: without the flags there are no thumbnails or counts; an administrator sees the private asset', async () => {
    const plain = (await listDetails(SITE_VIEWER, { docIds: [open.docId] })).json<Record<string, Details>>();
    assert.equal(plain[open.docId]?.thumbnailUrl, null);
    assert.equal(plain[open.docId]?.interactionInsight, null);
    assert.equal(plain[open.docId]?.isAccessible, true);
    const admin = (await listDetails(PORTAL_ADMIN, { docIds: [secret.docId], ...allFlags })).json<
      Record<string, Details>
    >();
    assert.equal(admin[secret.docId]?.isAccessible, true);
    assert.equal(admin[secret.docId]?.thumbnailUrl, `v2/assets/document/preview/${secret.docId}?type=thumbnail`);
    assert.equal(admin[secret.docId]?.hasUserGroupAccess, true);
  });

  test('listDetails: dashboard access follows the user groups assigned to the asset', async () => {
    const app = context.server.app;
    await app.db.insert(assetUserGroups).values({
      assetId: unprocessed.assetId,
      userGroupId: await userGroupOf(app, SITE_VIEWER, unprocessed.deploymentIndexId),
    });
    const details = (await listDetails(SITE_VIEWER, { docIds: [unprocessed.docId, open.docId] })).json<
      Record<string, Details>
    >();
    assert.equal(details[unprocessed.docId]?.hasUserGroupAccess, true);
    assert.equal(details[open.docId]?.hasUserGroupAccess, false);
    // The content page reads the same answer from the portal asset (its dashboard button and the embed page).
    const assets = (
      await context.request('POST', '/api/v2/insights/assetsWithDocIds', {
        as: SITE_VIEWER,
        payload: [unprocessed.docId, open.docId],
      })
    ).json<Record<string, { hasUserGroupAccess: boolean }>>();
    assert.equal(assets[unprocessed.docId.toLowerCase()]?.hasUserGroupAccess, true);
    assert.equal(assets[open.docId.toLowerCase()]?.hasUserGroupAccess, false);
  });

  test('documents of sites the user cannot use are absent; a user with no site gets 403', async () => {
    const oliver = await listDetails(AWARDS_VIEWER, { docIds: [open.docId, awards.docId], ...allFlags });
    assert.equal(oliver.statusCode, 200);
    assert.deepEqual(Object.keys(oliver.json()), [awards.docId]);
    const viewer = await listDetails(SITE_VIEWER, { docIds: [awards.docId] });
    assert.deepEqual(viewer.json(), {});
    for (const [url, payload] of [
      ['/api/v2/assets/listDetails', { docIds: [open.docId] }],
      ['/api/v2/assets/thumbnails', { docIds: [open.docId] }],
      ['/api/v2/insights/assetsWithDocIds', [open.docId]],
    ] as const) {
      const response = await context.request('POST', url, { as: NO_SITE_USER, payload });
      assert.equal(response.statusCode, 403, url);
      assert.equal(response.json().error, ACCESS_MESSAGES.noSite);
    }
  });

  test('bad input is 400 naming the field, and changes nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const cases: [string, unknown, RegExp][] = [
      ['/api/v2/assets/listDetails', {}, /docIds/],
      ['/api/v2/assets/listDetails', { docIds: [''] }, /docIds\/0/],
      ['/api/v2/assets/listDetails', { docIds: [open.docId], thumbnailType: 'huge' }, /thumbnailType/],
      ['/api/v2/assets/listDetails', { docIds: Array.from({ length: 2001 }, (_, index) => `doc-${index}`) }, /docIds/],
      ['/api/v2/assets/thumbnails', { docIds: { a: 1 } }, /docIds/],
      ['/api/v2/insights/assetsWithDocIds', { docIds: [open.docId] }, /body must be array/],
    ];
    for (const [url, payload, field] of cases) {
      const response = await context.request('POST', url, { as: SITE_VIEWER, payload });
      assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload).slice(0, 80)}`);
      assert.match(response.json().error, field);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('thumbnails: paths of thumbnails or previews, null for a private asset the user may not see', async () => {
    const response = await context.request('POST', '/api/v2/assets/thumbnails', {
      as: SITE_VIEWER,
      payload: { docIds: [open.docId, secret.docId], thumbnailType: 'preview' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      [open.docId]: `v2/assets/document/preview/${open.docId}?type=preview`,
      [secret.docId]: null,
    });
  });

  test('the preview route streams the picture to users who may see the asset, and to nobody else', async () => {
    const picture = (id: string, as: string, type = 'thumbnail') =>
      context.request('GET', `/api/v2/assets/document/preview/${id}?type=${type}`, { as });
    const thumbnail = await picture(open.docId, SITE_VIEWER);
    assert.equal(thumbnail.statusCode, 200, thumbnail.body);
    assert.equal(thumbnail.headers['content-type'], 'image/webp');
    assert.equal(thumbnail.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP');
    const preview = await picture(open.docId, SITE_VIEWER, 'preview');
    assert.equal(preview.statusCode, 200);
    assert.ok(preview.rawPayload.length > thumbnail.rawPayload.length, 'the preview is the larger picture');

    const refused = await picture(secret.docId, SITE_VIEWER);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, ACCESS_MESSAGES.privateAsset);
    assert.equal((await picture(secret.docId, PORTAL_ADMIN)).statusCode, 200);
    assert.equal((await picture(secret.docId, SITE_ADMIN)).statusCode, 200);
    assert.equal((await picture(open.docId, AWARDS_VIEWER)).statusCode, 404, 'another site: answered as an unknown id');
    assert.equal((await picture(open.docId, NO_SITE_USER)).statusCode, 403);
    assert.equal((await picture(unprocessed.docId, SITE_VIEWER)).statusCode, 404);
    assert.equal((await picture('no-such-doc', SITE_VIEWER)).statusCode, 404);
    assert.match((await picture(open.docId, SITE_VIEWER, 'huge')).json().error, /type/);
  });

  test('assetsWithDocIds: portal assets keyed by lower-case doc id, content fields only when accessible', async () => {
    const response = await context.request('POST', '/api/v2/insights/assetsWithDocIds', {
      as: SITE_VIEWER,
      payload: [open.docId.toUpperCase(), secret.docId, awards.docId],
    });
    assert.equal(response.statusCode, 200, response.body);
    const byDocId = response.json<Record<string, Record<string, unknown>>>();
    assert.deepEqual(Object.keys(byDocId).sort(), [open.docId, secret.docId].sort());
    const shown = byDocId[open.docId]!;
    assert.equal(shown.assetId, open.assetId);
    assert.equal(shown.title, 'Harbour campaign');
    assert.equal(shown.description, 'About Harbour campaign.');
    assert.equal(shown.summary, 'Summary of Harbour campaign.');
    assert.equal(shown.isAccessible, true);
    assert.equal(shown.fileExtensionFileTypeCategory, 'image');
    assert.equal(shown.thumbnailUrl, `v2/assets/document/preview/${open.docId}?type=thumbnail`);
    assert.match(shown.thumbnailSasUrl as string, /\/thumbnail\.webp\?.*sp=r/);
    assert.match(shown.token as string, /sig=/);
    assert.equal((shown.createdByUser as { email: string }).email, UPLOADER);
    assert.deepEqual(shown.interactionInsight, {
      id: open.assetId,
      likes: 1,
      liked: true,
      views: 2,
      downloads: 1,
      shares: 0,
    });

    const hidden = byDocId[secret.docId]!;
    assert.equal(hidden.title, 'Merger plan');
    assert.equal(hidden.isAccessible, false);
    for (const field of [
      'description',
      'summary',
      'summaryText',
      'synopsis',
      'token',
      'thumbnailUrl',
      'thumbnailSasUrl',
      'fullSizePreviewSasUrl',
    ]) {
      assert.equal(hidden[field], null, `${field} is withheld`);
    }
    const admin = (
      await context.request('POST', '/api/v2/insights/assetsWithDocIds', { as: PORTAL_ADMIN, payload: [secret.docId] })
    ).json<Record<string, Record<string, unknown>>>();
    assert.equal(admin[secret.docId]?.description, 'About Merger plan.');
    assert.equal(admin[secret.docId]?.isAccessible, true);
  });
});
