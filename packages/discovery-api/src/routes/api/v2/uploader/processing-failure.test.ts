import assert from 'node:assert/strict';
import { setTimeout } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import { PROCESSING_FAILURE_MESSAGES, type Notification, type RecentUploads } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../../../../assets/asset-status.js';
import { PROCESS_ASSET_QUEUE } from '../../../../assets/queue-asset-processing.js';
import { assets, notifications, type DeploymentIndex } from '../../../../db/schema/index.js';
import { sqlRows } from '../../../../db/sql-rows.js';
import { samplePdf } from '../../../../seed/sample-files/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { putBlob, registerFile, seedMetadataSet, type SeededSet } from '../../../../test/uploader-fixtures.js';
import { MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

/**
 * A file whose processing fails, from the uploader's side, on the shared server with its ingest worker running: the
 * asset ends in Error with the reason, the uploader is told once (the run ends at once for a file that cannot be read:
 * no retries, no second notice), their recent uploads show it failed, and processing it again once the file is
 * readable (processThumbnailsOnFileReplacement, File details' Retry processing) makes it searchable.
 */
describe('an upload whose processing fails', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let set: SeededSet;
  before(async () => {
    context = await sharedDemoSite();
    site = await castSite(context, 'Processing failures');
    set = await seedMetadataSet(context.server.app, site.deploymentIndexId);
  });

  const stored = async (assetId: number) =>
    (await context.server.app.db.select().from(assets).where(eq(assets.assetId, assetId)))[0]!;

  /** The states of the asset's processing jobs, the latest first. */
  const jobStates = async (assetId: number) =>
    (
      await sqlRows<{ state: string }>(
        context.server.app.db,
        sql`select state::text as state from pgboss.job where name = ${PROCESS_ASSET_QUEUE}
            and singleton_key = ${String(assetId)} order by created_on desc`,
      )
    ).map((job) => job.state);

  /** The state of the asset's latest processing job once it has ended (the worker polls every half second). */
  async function processingEnded(assetId: number): Promise<string> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [latest] = await jobStates(assetId);
      if (latest && ['completed', 'failed', 'cancelled'].includes(latest)) return latest;
      if (Date.now() > deadline) throw new Error(`The processing of asset ${assetId} is still ${latest}.`);
      await setTimeout(100);
    }
  }

  /** Uploads a file the way the console does: register, store, mark as uploaded (which queues its processing). */
  async function upload(name: string, bytes: Buffer) {
    const item = await registerFile(
      context,
      UPLOADER,
      site.deploymentIndexId,
      { name, size: bytes.length, mimeType: 'application/pdf', title: 'Reef survey' },
      [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }],
    );
    await putBlob(context.server.app, item.ContainerName, item.BlobName, bytes, 'application/pdf');
    const marked = await context.request('POST', '/api/v2/uploader/markAsUploaded', {
      as: UPLOADER,
      payload: { AssetId: item.AssetId, DocId: item.DocId, UniqueId: item.UniqueId, BlobName: item.BlobName },
    });
    assert.equal(marked.statusCode, 200, marked.body);
    return item;
  }

  test('ends in Error with the reason; the uploader is told once, with the file, the reason and the page', async () => {
    const item = await upload('reef-survey.pdf', Buffer.from('%PDF-1.7\nthis is not really a pdf'));
    assert.equal(await processingEnded(item.AssetId), 'completed', 'the run ended without waiting for retries');

    const asset = await stored(item.AssetId);
    assert.deepEqual([asset.statusId, asset.status], [ASSET_STATUS_ID.error, PROCESSING_STEP.failed]);
    assert.match(asset.statusError ?? '', /^reef-survey\.pdf could not be read as PDF: /);

    const page = await context.request('GET', '/api/v2/notifications', { as: UPLOADER });
    assert.equal(page.statusCode, 200, page.body);
    const about = page
      .json<{ rows: Notification[] }>()
      .rows.filter((row) => row.relatedEntity?.entityType === 'asset' && row.relatedEntity.entityId === item.DocId);
    assert.equal(about.length, 1, JSON.stringify(about));
    const [notice] = about;
    assert.equal(notice?.title, `${PROCESSING_FAILURE_MESSAGES.noticeTitle}reef-survey.pdf`);
    assert.ok(notice?.message.includes(asset.statusError!), notice?.message);
    assert.ok(
      notice?.message.includes(`/sites/${site.deploymentIndexId}/content/${item.DocId}/home`),
      'it links to the content page',
    );
    assert.ok((notice?.message.length ?? 0) < 1000);
    const uploaderId = await userIdOf(context.server.app, UPLOADER);
    const rows = await context.server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedEntityId, item.DocId));
    assert.deepEqual(
      rows.map((row) => row.userId),
      [uploaderId],
      'only the uploader is told, and once',
    );

    // The uploader's recent uploads show it failed, with the reason.
    const recent = await context.request(
      'GET',
      `/api/v2/uploader/getMyRecentUploads?deploymentIndexId=${site.deploymentIndexId}`,
      { as: UPLOADER },
    );
    assert.equal(recent.statusCode, 200, recent.body);
    const listed = recent.json<RecentUploads>().Uploads.find((upload) => upload.AssetId === item.AssetId);
    assert.deepEqual(listed && [listed.StatusId, listed.StatusError, listed.FileName], [
      ASSET_STATUS_ID.error,
      asset.statusError,
      'reef-survey.pdf',
    ]);
  });

  test('processing again is refused to a viewer, to another site and without a token, and changes nothing', async () => {
    const item = await upload('kelp-forest.pdf', Buffer.from('%PDF-1.7\nstill not a pdf'));
    await processingEnded(item.AssetId);
    const retry = (as?: string) =>
      context.request('POST', '/api/v2/uploader/processThumbnailsOnFileReplacement', {
        as,
        payload: { AssetId: item.AssetId, DocId: item.DocId },
      });
    const before = { asset: await stored(item.AssetId), jobs: await jobStates(item.AssetId) };
    assert.equal((await retry(SITE_VIEWER)).statusCode, 403);
    // Another site's editor is answered as for an id that names nothing: ids of other sites' assets are not probed.
    const stranger = await retry(MERIDIAN_EDITOR);
    assert.equal(stranger.statusCode, 400, stranger.body);
    assert.match(stranger.json().error, /body\/AssetId names no asset/);
    assert.equal((await retry()).statusCode, 401);
    // Nothing was queued again and the asset still shows its failure.
    assert.deepEqual({ asset: await stored(item.AssetId), jobs: await jobStates(item.AssetId) }, before);
    assert.equal(before.asset.statusId, ASSET_STATUS_ID.error);
  });

  test('processed again once its file can be read, it is indexed and found by search', async () => {
    const item = await upload('lagoon-notes.pdf', Buffer.from('%PDF-1.7\nunreadable for now'));
    await processingEnded(item.AssetId);
    assert.equal((await stored(item.AssetId)).statusId, ASSET_STATUS_ID.error);

    const readable = await samplePdf({
      title: 'Lagoon notes',
      paragraphs: ['The survey counted the rare seagrass zosteralumen along the lagoon.'],
    });
    await putBlob(context.server.app, item.ContainerName, item.BlobName, Buffer.from(readable), 'application/pdf');
    const retried = await context.request('POST', '/api/v2/uploader/processThumbnailsOnFileReplacement', {
      as: UPLOADER,
      payload: { AssetId: item.AssetId, DocId: item.DocId },
    });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual([retried.json().StatusId, retried.json().Status], [3, PROCESSING_STEP.queued]);
    assert.equal(await processingEnded(item.AssetId), 'completed');
    const asset = await stored(item.AssetId);
    assert.deepEqual([asset.statusId, asset.statusError], [ASSET_STATUS_ID.indexed, null]);

    const found = await context.request('POST', '/api/v2/search', {
      as: SITE_VIEWER,
      payload: { indexId: site.deploymentIndexId, q: 'zosteralumen', queryType: 'full' },
    });
    assert.equal(found.statusCode, 200, found.body);
    assert.deepEqual(
      found.json().documents.map((doc: { doc_id: string }) => doc.doc_id),
      [item.DocId],
    );
  });
});
