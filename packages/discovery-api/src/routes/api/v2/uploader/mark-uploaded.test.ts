import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { assetPreviews, assets } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  fetchQueuedAssetIds,
  putBlob,
  registerFile,
  seedMetadataSet,
  type SeededSet,
} from '../../../../test/uploader-fixtures.js';
import { SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { PNG_PIXEL } from '../../../../test/document-fixtures.js';

const TEXT = Buffer.from('Northwind quarterly brief: results and outlook.');

describe('POST v2/uploader/markAsUploaded, markPreviewAsUploaded, triggerVideoIndexingUploader, processThumbnailsOnFileReplacement', () => {
  let context: DemoSiteContext;
  let site: number;
  let set: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = await context.siteId('Northwind Discovery');
    set = await seedMetadataSet(context.server.app, site);
  });

  const post = (name: string, payload: unknown, as?: string) =>
    context.request('POST', `/api/v2/uploader/${name}`, { as, payload });
  const metadata = () => [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }];
  const register = (
    name: string,
    size: number,
    mimeType?: string,
    previews: { UniqueId: string; FileName: string }[] = [],
  ) => registerFile(context, UPLOADER, site, { name, size, mimeType }, metadata(), previews);
  const stored = async (assetId: number) =>
    (await context.server.app.db.select().from(assets).where(eq(assets.assetId, assetId)))[0]!;

  test('refuses a missing file, a wrong size and a wrong content type with the reason, leaving the asset in status Error (5)', async () => {
    const app = context.server.app;
    const item = await register('brief.txt', TEXT.length, 'text/plain');
    const cases: [() => Promise<void>, RegExp][] = [
      [
        async () => undefined,
        /is not in the site's storage \(container 'northwind-discovery-assets'\): upload it before marking it as uploaded/,
      ],
      [
        () => putBlob(app, item.ContainerName, item.BlobName, Buffer.concat([TEXT, TEXT]), 'text/plain'),
        new RegExp(`is ${TEXT.length * 2} bytes, but ${TEXT.length} bytes were registered`),
      ],
      [
        () => putBlob(app, item.ContainerName, item.BlobName, TEXT, 'application/octet-stream'),
        /has the content type 'application\/octet-stream', but 'text\/plain' was registered/,
      ],
    ];
    for (const [prepare, reason] of cases) {
      await prepare();
      const response = await post(
        'markAsUploaded',
        { AssetId: item.AssetId, DocId: item.DocId, UniqueId: 'main', BlobName: item.BlobName },
        UPLOADER,
      );
      assert.equal(response.statusCode, 409, response.body);
      const body = response.json();
      assert.match(body.error, reason);
      assert.deepEqual(
        [body.HasError, body.Error, body.StatusId, body.Status, body.UniqueId],
        [true, body.error, 5, 'Error', 'main'],
      );
      const asset = await stored(item.AssetId);
      assert.equal(asset.statusId, 5);
      assert.match(asset.statusError ?? '', reason);
      assert.equal(asset.storagePath, null);
    }
    assert.deepEqual(await fetchQueuedAssetIds(app), []);

    // Once the right file is stored, marking it again succeeds and clears the reason.
    await putBlob(app, item.ContainerName, item.BlobName, TEXT, 'text/plain');
    const retried = await post('markAsUploaded', { AssetId: item.AssetId }, UPLOADER);
    assert.deepEqual([retried.statusCode, retried.json().StatusId, retried.json().HasError], [200, 3, false]);
    assert.equal((await stored(item.AssetId)).statusError, null);
    assert.deepEqual(await fetchQueuedAssetIds(app), [item.AssetId]);
  });

  test("a file stored as registered is recorded, set to Indexing (3) and queued as a 'process-asset' job", async () => {
    const app = context.server.app;
    const item = await register('outlook.txt', TEXT.length, 'text/plain');
    await putBlob(app, item.ContainerName, item.BlobName, TEXT, 'text/plain; charset=utf-8');
    const response = await post('markAsUploaded', { AssetId: item.AssetId, UniqueId: 'main' }, UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(
      [body.HasError, body.Error, body.StatusId, body.Status, body.BlobName],
      [false, null, 3, 'Queued for indexing', item.BlobName],
    );
    const asset = await stored(item.AssetId);
    assert.deepEqual(
      [asset.statusId, asset.statusError, asset.fileSize, asset.mimeType, asset.blobName],
      [3, null, TEXT.length, 'text/plain', item.BlobName],
    );
    assert.ok(
      asset.storagePath?.endsWith(`/northwind-discovery-assets/${encodeURI(item.BlobName)}`),
      asset.storagePath ?? '',
    );
    assert.ok(!asset.storagePath?.includes('?'));
    assert.deepEqual(await fetchQueuedAssetIds(app), [item.AssetId]);

    // Marked again while it is being indexed: answered as it is, nothing queued twice.
    const again = await post('markAsUploaded', { AssetId: item.AssetId }, UPLOADER);
    assert.deepEqual([again.statusCode, again.json().StatusId], [200, 3]);
    assert.deepEqual(await fetchQueuedAssetIds(app), []);
  });

  test("markAsUploaded: 401, 403 for a viewer and for another uploader's asset, 400 for a blob name or path that is not the registered one; nothing changed", async () => {
    const app = context.server.app;
    const adminItem = await registerFile(
      context,
      SITE_ADMIN,
      site,
      { name: 'admin.txt', size: TEXT.length, mimeType: 'text/plain' },
      metadata(),
    );
    await putBlob(app, adminItem.ContainerName, adminItem.BlobName, TEXT, 'text/plain');
    const other = await register('other.txt', TEXT.length, 'text/plain');
    await putBlob(app, other.ContainerName, other.BlobName, TEXT, 'text/plain');
    const before = await databaseSnapshot(app);
    assert.equal((await post('markAsUploaded', { AssetId: adminItem.AssetId })).statusCode, 401);
    assert.equal((await post('markAsUploaded', { AssetId: adminItem.AssetId }, SITE_VIEWER)).statusCode, 403);
    const notTheirs = await post('markAsUploaded', { AssetId: adminItem.AssetId }, UPLOADER);
    assert.equal(notTheirs.statusCode, 403);
    assert.equal(notTheirs.json().error, ACCESS_MESSAGES.editAssetDenied);
    const wrongName = await post(
      'markAsUploaded',
      { AssetId: adminItem.AssetId, BlobName: other.BlobName },
      SITE_ADMIN,
    );
    assert.equal(wrongName.statusCode, 400);
    assert.match(wrongName.json().error, /body\/BlobName .* is not the name issued when the file was registered/);
    const traversal = await post(
      'markAsUploaded',
      { AssetId: adminItem.AssetId, StoragePath: `${adminItem.DocId}/../${other.BlobName}` },
      SITE_ADMIN,
    );
    assert.equal(traversal.statusCode, 400);
    assert.match(traversal.json().error, /body\/StoragePath/);
    const unknown = await post('markAsUploaded', { AssetId: 999_999 }, SITE_ADMIN);
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().error, /body\/AssetId names no asset/);
    assert.deepEqual(await databaseSnapshot(app), before);
  });

  test('markPreviewAsUploaded records a stored preview as the default preview; refuses a missing, non-image, foreign or pipeline-named one', async () => {
    const app = context.server.app;
    const item = await register('deck.txt', TEXT.length, 'text/plain', [{ UniqueId: 'p1', FileName: 'cover.png' }]);
    const preview = item.FoundPreviewAssetInfos[0]!;
    assert.equal(preview.ContainerName, 'northwind-discovery-previews');
    const other = await register('other-deck.txt', TEXT.length, 'text/plain', [
      { UniqueId: 'p1', FileName: 'cover.png' },
    ]);

    const before = await databaseSnapshot(app);
    const missing = await post(
      'markPreviewAsUploaded',
      { AssetId: item.AssetId, BlobName: preview.BlobName },
      UPLOADER,
    );
    assert.equal(missing.statusCode, 409);
    assert.match(missing.json().error, /is not in the site's preview storage/);
    await putBlob(app, preview.ContainerName, other.FoundPreviewAssetInfos[0]!.BlobName, PNG_PIXEL, 'image/png');
    const foreign = await post(
      'markPreviewAsUploaded',
      { AssetId: item.AssetId, BlobName: other.FoundPreviewAssetInfos[0]!.BlobName },
      UPLOADER,
    );
    assert.equal(foreign.statusCode, 400);
    assert.match(foreign.json().error, /body\/BlobName must name a file in this asset's folder/);
    const pipelineName = await post(
      'markPreviewAsUploaded',
      { AssetId: item.AssetId, BlobName: `${item.DocId}/thumbnail.webp` },
      UPLOADER,
    );
    assert.equal(pipelineName.statusCode, 400);
    await putBlob(app, preview.ContainerName, preview.BlobName, TEXT, 'text/plain');
    const notImage = await post(
      'markPreviewAsUploaded',
      { AssetId: item.AssetId, BlobName: preview.BlobName },
      UPLOADER,
    );
    assert.equal(notImage.statusCode, 409);
    assert.match(notImage.json().error, /a preview must be a PNG, JPEG, WebP or GIF image, or a PDF/);
    assert.equal(
      (await post('markPreviewAsUploaded', { AssetId: item.AssetId, BlobName: preview.BlobName }, SITE_VIEWER))
        .statusCode,
      403,
    );
    assert.deepEqual(await databaseSnapshot(app), before);

    await putBlob(app, preview.ContainerName, preview.BlobName, PNG_PIXEL, 'image/png');
    const response = await post(
      'markPreviewAsUploaded',
      { AssetId: item.AssetId, BlobName: preview.BlobName, UniqueId: 'p1', ParentUniqueId: 'main' },
      UPLOADER,
    );
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(
      [body.HasError, body.Status, body.UniqueId, body.Preview.blobName, body.Preview.isDefaultPreview],
      [false, 'Assigned', 'p1', preview.BlobName, true],
    );
    const rows = await app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, item.AssetId));
    assert.deepEqual(
      rows.map((row) => [row.containerName, row.blobName, row.mimeType]),
      [['northwind-discovery-previews', preview.BlobName, 'image/png']],
    );
    const asset = await stored(item.AssetId);
    assert.deepEqual([asset.defaultPreviewId, asset.customPreviewFileUploaded], [rows[0]!.assetPreviewId, true]);
    // Recorded again: the same row, not a second one.
    await post('markPreviewAsUploaded', { AssetId: item.AssetId, BlobName: preview.BlobName }, UPLOADER);
    assert.equal((await app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, item.AssetId))).length, 1);
  });

  test('triggerVideoIndexingUploader asks for video insights of an uploaded video and answers its state', async () => {
    const app = context.server.app;
    const video = await register('launch.mp4', 4, 'video/mp4');
    const early = await post('triggerVideoIndexingUploader', { AssetId: video.AssetId }, UPLOADER);
    assert.equal(early.statusCode, 409);
    assert.match(early.json().error, /has not been uploaded yet/);
    await putBlob(app, video.ContainerName, video.BlobName, Buffer.from([0, 0, 0, 24]), 'video/mp4');
    assert.equal((await post('markAsUploaded', { AssetId: video.AssetId }, UPLOADER)).statusCode, 200);
    await fetchQueuedAssetIds(app);
    const response = await post('triggerVideoIndexingUploader', { AssetId: video.AssetId, UniqueId: 'main' }, UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (({ HasError, IsVideo, StatusId, VideoState, UniqueId }) => ({
        HasError,
        IsVideo,
        StatusId,
        VideoState,
        UniqueId,
      }))(response.json()),
      { HasError: false, IsVideo: true, StatusId: 3, VideoState: 'Requested', UniqueId: 'main' },
    );
    // The pipeline's note when ffmpeg is missing is answered as the state.
    await app.db
      .update(assets)
      .set({ statusId: 4, status: 'Indexed (Video insights unavailable: ffmpeg is not installed on this server.)' })
      .where(eq(assets.assetId, video.AssetId));
    const noted = await post('triggerVideoIndexingUploader', { AssetId: video.AssetId }, UPLOADER);
    assert.equal(noted.json().VideoState, 'Video insights unavailable: ffmpeg is not installed on this server.');

    const pdf = await register('notes.pdf', 4, 'application/pdf');
    const notVideo = await post('triggerVideoIndexingUploader', { AssetId: pdf.AssetId }, UPLOADER);
    assert.equal(notVideo.statusCode, 400);
    assert.match(notVideo.json().error, /body\/AssetId: asset \d+ \('notes.pdf'\) is not a video/);
    assert.equal((await post('triggerVideoIndexingUploader', { AssetId: video.AssetId }, SITE_VIEWER)).statusCode, 403);
  });

  test('processThumbnailsOnFileReplacement re-queues an uploaded asset; refuses one without a stored file', async () => {
    const app = context.server.app;
    const item = await register('summary.txt', TEXT.length, 'text/plain');
    const before = await databaseSnapshot(app);
    const early = await post('processThumbnailsOnFileReplacement', { AssetId: item.AssetId }, UPLOADER);
    assert.equal(early.statusCode, 409);
    assert.match(early.json().error, /has no file in storage yet/);
    assert.equal(
      (await post('processThumbnailsOnFileReplacement', { AssetId: item.AssetId }, SITE_VIEWER)).statusCode,
      403,
    );
    assert.equal((await post('processThumbnailsOnFileReplacement', { AssetId: item.AssetId })).statusCode, 401);
    assert.deepEqual(await databaseSnapshot(app), before);

    await putBlob(app, item.ContainerName, item.BlobName, TEXT, 'text/plain');
    await post('markAsUploaded', { AssetId: item.AssetId }, UPLOADER);
    await fetchQueuedAssetIds(app);
    await app.db.update(assets).set({ statusId: 4, status: 'Indexed' }).where(eq(assets.assetId, item.AssetId));
    const response = await post(
      'processThumbnailsOnFileReplacement',
      { AssetId: item.AssetId, DocId: item.DocId },
      UPLOADER,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().StatusId, response.json().Status], [3, 'Queued for indexing']);
    assert.deepEqual(await fetchQueuedAssetIds(app), [item.AssetId]);
  });
});
