import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { InsightPreview } from '@portal/contracts';
import {
  addPreviewPicture,
  READERS,
  setUpInsightsCast,
  type InsightsCast,
} from '../../../../test/insights-fixtures.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

describe('GET v2/insights/preview/{id}', () => {
  let context: DemoSiteContext;
  let cast: InsightsCast;
  let privateId: number;
  let privateBlob: string;
  let thumbnailOnlyId: number;
  let thumbnailBlob: string;
  let bareId: number;

  const preview = (as: string | undefined, id: number) =>
    context.request('GET', `/api/v2/insights/preview/${id}`, { as });

  before(async () => {
    context = await sharedDemoSite();
    cast = await setUpInsightsCast(context);
    const app = context.server.app;
    const file = { mimeType: 'text/plain', fileName: 'memo.txt' } as const;
    const privateAsset = await cast.add({ ...file, title: 'Board memo', visibility: 'Private', createdBy: UPLOADER });
    privateId = privateAsset.assetId;
    await addPreviewPicture(app, cast.site, privateAsset, { useAsThumbnail: true, fileName: 'thumb.png' });
    privateBlob = await addPreviewPicture(app, cast.site, privateAsset, {
      useAsThumbnail: false,
      fileName: 'full.png',
    });
    const thumbnailOnly = await cast.add({ ...file, title: 'Open brief' });
    thumbnailOnlyId = thumbnailOnly.assetId;
    thumbnailBlob = await addPreviewPicture(app, cast.site, thumbnailOnly, { useAsThumbnail: true, fileName: 't.png' });
    bareId = (await cast.add({ ...file, title: 'No pictures' })).assetId;
  });

  test('a 10-minute read URL of the preview picture, for everyone who may open the private asset', async () => {
    for (const as of READERS) {
      const response = await preview(as, privateId);
      assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
      const answer = response.json<InsightPreview>();
      assert.equal(answer.type, 'preview');
      const url = new URL(answer.uri);
      assert.ok(url.pathname.endsWith(`/${privateBlob}`), url.pathname);
      assert.equal(url.searchParams.get('sp'), 'r');
      assert.equal(url.searchParams.get('sr'), 'b');
      const lifetime = new Date(answer.expiresOn).getTime() - Date.now();
      assert.ok(lifetime > 8 * 60_000 && lifetime <= 10 * 60_000, `lifetime ${lifetime}`);
      // The URL really reads the picture.
      const read = await context.server.app.blobs
        .getContainerClient(cast.site.previewContainerName)
        .getBlobClient(privateBlob)
        .exists();
      assert.equal(read, true);
    }
  });

  test('the thumbnail when the asset has no preview; 404 when it has no picture', async () => {
    const answer = (await preview(SITE_VIEWER, thumbnailOnlyId)).json<InsightPreview>();
    assert.equal(answer.type, 'thumbnail');
    assert.ok(new URL(answer.uri).pathname.endsWith(`/${thumbnailBlob}`));
    const none = await preview(SITE_VIEWER, bareId);
    assert.equal(none.statusCode, 404, none.body);
    assert.match(none.json<{ error: string }>().error, /has no preview picture yet/);
  });

  test('refusals: a private asset never reaches a user who may not open it; other sites and unknown ids are 404', async () => {
    await assertRefused(context, () => preview(SITE_VIEWER, privateId), 403, ACCESS_MESSAGES.privateAsset);
    assert.doesNotMatch((await preview(SITE_VIEWER, privateId)).body, /sig=|blob/i, 'no URL is signed for them');
    await assertRefused(context, () => preview(MERIDIAN_EDITOR, privateId), 404, `No such asset: ${privateId}.`);
    await assertRefused(context, () => preview(MERIDIAN_EDITOR, thumbnailOnlyId), 404);
    await assertRefused(context, () => preview(UPLOADER, 999_999), 404);
    await assertRefused(context, () => preview(undefined, privateId), 401);
    await assertRefused(context, () => preview(UPLOADER, 0), 400);
    await assertRefused(context, () => context.request('GET', '/api/v2/insights/preview/abc', { as: UPLOADER }), 400);
  });
});
