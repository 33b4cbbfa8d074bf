import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { assetPreviews, assets, assetVersions } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  fetchQueuedAssetIds,
  putBlob,
  registerFile,
  seedMetadataSet,
  type RegisteredItem,
  type SeededSet,
} from '../../../../test/uploader-fixtures.js';
import { NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { multipartForm, type FormPart } from '../../../../test/multipart-form.js';
import { PNG_PIXEL } from '../../../../test/document-fixtures.js';

const TEXT = Buffer.from('first version of the brief');
const TEXT_V2 = Buffer.from('second, longer version of the brief');

describe('POST v2/assets/{id}/preview, replaceAssetImagery and versions', () => {
  let context: DemoSiteContext;
  let site: number;
  let set: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = await context.siteId('Northwind Discovery');
    set = await seedMetadataSet(context.server.app, site);
  });

  const sendForm = (url: string, as: string | undefined, parts: FormPart[]) => {
    const form = multipartForm(parts);
    return context.request('POST', `/api/v2/assets/${url}`, {
      as,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const png = (filename = 'cover.png'): FormPart => ({
    name: 'file',
    filename,
    contentType: 'image/png',
    bytes: PNG_PIXEL,
  });
  const uploaded = async (name: string): Promise<RegisteredItem> => {
    const item = await registerFile(context, UPLOADER, site, { name, size: TEXT.length, mimeType: 'text/plain' }, [
      { fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy },
    ]);
    await putBlob(context.server.app, item.ContainerName, item.BlobName, TEXT, 'text/plain');
    const marked = await context.request('POST', '/api/v2/uploader/markAsUploaded', {
      as: UPLOADER,
      payload: { AssetId: item.AssetId },
    });
    assert.equal(marked.statusCode, 200, marked.body);
    await fetchQueuedAssetIds(context.server.app);
    return item;
  };
  const previewsOf = async (assetId: number) =>
    context.server.app.db
      .select()
      .from(assetPreviews)
      .where(eq(assetPreviews.assetId, assetId))
      .orderBy(assetPreviews.assetPreviewId);
  const blobExists = (container: string, blobName: string) =>
    context.server.app.blobs.getContainerClient(container).getBlobClient(blobName).exists();

  test("preview stores the image in the preview container under the asset's folder; useAsThumbnail makes it the default", async () => {
    const item = await uploaded('brief.txt');
    const plain = await sendForm(`${item.AssetId}/preview`, UPLOADER, [
      { name: 'assetId', value: String(item.AssetId) },
      png(),
    ]);
    assert.equal(plain.statusCode, 201, plain.body);
    assert.deepEqual(
      [plain.json().blobName, plain.json().containerName, plain.json().isDefaultPreview],
      [`${item.DocId}/cover.png`, 'northwind-discovery-previews', false],
    );
    const thumb = await sendForm(`${item.AssetId}/preview`, UPLOADER, [
      { name: 'useAsThumbnail', value: 'true' },
      png('../cover.png'),
    ]);
    assert.equal(thumb.statusCode, 201, thumb.body);
    assert.deepEqual(
      [thumb.json().blobName, thumb.json().useAsThumbnail, thumb.json().isDefaultPreview],
      [`${item.DocId}/cover (2).png`, true, true],
    );
    assert.equal(await blobExists('northwind-discovery-previews', `${item.DocId}/cover (2).png`), true);
    const [asset] = await context.server.app.db.select().from(assets).where(eq(assets.assetId, item.AssetId));
    assert.deepEqual([asset?.defaultPreviewId, asset?.customPreviewFileUploaded], [thumb.json().assetPreviewId, true]);
    assert.equal((await previewsOf(item.AssetId)).length, 2);
  });

  test('replaceAssetImagery makes the file the only preview and thumbnail, removing the earlier previews and their files', async () => {
    const item = await uploaded('deck.txt');
    const first = await sendForm(`${item.AssetId}/preview`, UPLOADER, [png('old.png')]);
    assert.equal(first.statusCode, 201, first.body);
    const replaced = await sendForm(`${item.AssetId}/replaceAssetImagery`, UPLOADER, [png('new.png')]);
    assert.equal(replaced.statusCode, 201, replaced.body);
    assert.deepEqual(
      [replaced.json().isDefaultPreview, replaced.json().replacedPreviewIds],
      [true, [first.json().assetPreviewId]],
    );
    assert.deepEqual(
      (await previewsOf(item.AssetId)).map((row) => row.blobName),
      [`${item.DocId}/new.png`],
    );
    assert.equal(await blobExists('northwind-discovery-previews', `${item.DocId}/old.png`), false);
  });

  test('preview and imagery: 400 naming the field for a non-image, a mismatched id or no file; 403, 404 and 401; nothing changed', async () => {
    const item = await uploaded('notes.txt');
    const app = context.server.app;
    const before = await databaseSnapshot(app);
    const text = await sendForm(`${item.AssetId}/preview`, UPLOADER, [
      { name: 'file', filename: 'x.png', contentType: 'image/png', bytes: TEXT },
    ]);
    assert.equal(text.statusCode, 400);
    assert.match(text.json().error, /file must be a PNG, JPEG, WebP or GIF image, or a PDF/);
    const lying = await sendForm(`${item.AssetId}/preview`, UPLOADER, [
      { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', bytes: PNG_PIXEL },
    ]);
    assert.equal(lying.statusCode, 400);
    assert.match(lying.json().error, /file is declared as image\/jpeg but its content is image\/png/);
    const otherId = await sendForm(`${item.AssetId}/preview`, UPLOADER, [{ name: 'assetId', value: '12345' }, png()]);
    assert.equal(otherId.statusCode, 400);
    assert.match(otherId.json().error, /assetId '12345' does not match the id in the path/);
    const noFile = await sendForm(`${item.AssetId}/replaceAssetImagery`, UPLOADER, [
      { name: 'useAsThumbnail', value: 'true' },
    ]);
    assert.equal(noFile.statusCode, 400);
    assert.match(noFile.json().error, /file is required/);
    const json = await context.request('POST', `/api/v2/assets/${item.AssetId}/preview`, {
      as: UPLOADER,
      payload: { file: 'x' },
    });
    assert.equal(json.statusCode, 400);
    assert.equal((await sendForm(`${item.AssetId}/preview`, SITE_VIEWER, [png()])).statusCode, 403);
    assert.equal(
      (await sendForm(`${item.AssetId}/replaceAssetImagery`, NO_SITE_USER, [png()])).statusCode,
      404,
      'no site: answered as an unknown id',
    );
    assert.equal((await sendForm(`${item.AssetId}/preview`, undefined, [png()])).statusCode, 401);
    assert.equal((await sendForm('999999/preview', SITE_ADMIN, [png()])).statusCode, 404);
    assert.deepEqual(await databaseSnapshot(app), before);
  });

  test('versions keeps the previous file as a version, makes the new one current and re-queues processing', async () => {
    const app = context.server.app;
    const item = await uploaded('plan.txt');
    const [original] = await app.db.select().from(assets).where(eq(assets.assetId, item.AssetId));
    const newName = `${item.DocId}/plan v2.txt`;
    await putBlob(app, item.ContainerName, newName, TEXT_V2, 'text/plain');
    const response = await context.request('POST', `/api/v2/assets/${item.AssetId}/versions`, {
      as: UPLOADER,
      payload: { assetId: item.AssetId, storagePath: newName },
    });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.deepEqual(
      [body.blobName, body.fileName, body.fileSize, body.mimeType, body.statusId, body.status],
      [newName, 'plan v2.txt', TEXT_V2.length, 'text/plain', 3, 'Queued for indexing'],
    );
    assert.deepEqual(
      body.versions.map((version: { storagePath: string }) => version.storagePath),
      [original!.storagePath],
    );
    const versions = await app.db.select().from(assetVersions).where(eq(assetVersions.assetId, item.AssetId));
    assert.deepEqual(
      versions.map((version) => version.storagePath),
      [original!.storagePath],
    );
    const [current] = await app.db.select().from(assets).where(eq(assets.assetId, item.AssetId));
    assert.ok(current?.storagePath?.endsWith(encodeURI(newName)), current?.storagePath ?? '');
    assert.equal(await blobExists(item.ContainerName, item.BlobName), true, 'the previous file stays in storage');
    assert.deepEqual(await fetchQueuedAssetIds(app), [item.AssetId]);
  });

  test("versions: 400 for a path outside the asset's folder or a mismatched id, 409 for a missing or current file, 403 and 401; nothing changed", async () => {
    const app = context.server.app;
    const item = await uploaded('budget.txt');
    const other = await uploaded('other.txt');
    const before = await databaseSnapshot(app);
    const post = (payload: unknown, as?: string) =>
      context.request('POST', `/api/v2/assets/${item.AssetId}/versions`, { as, payload });
    const cases: [unknown, number, RegExp][] = [
      [{ storagePath: other.BlobName }, 400, /body\/storagePath must name a file in this asset's folder/],
      [{ storagePath: `${item.DocId}/../${other.BlobName}` }, 400, /body\/storagePath must name a file/],
      [
        { assetId: other.AssetId, storagePath: `${item.DocId}/x.txt` },
        400,
        /body\/assetId \d+ does not match the id in the path/,
      ],
      [{}, 400, /storagePath/],
      [{ storagePath: `${item.DocId}/missing.txt` }, 409, /is not in the site's storage/],
      [{ storagePath: item.BlobName }, 409, /is already the current file/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(payload, UPLOADER);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.equal((await post({ storagePath: `${item.DocId}/x.txt` }, SITE_VIEWER)).statusCode, 403);
    assert.equal((await post({ storagePath: `${item.DocId}/x.txt` })).statusCode, 401);
    assert.deepEqual(await databaseSnapshot(app), before);
  });
});
