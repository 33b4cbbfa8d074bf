// wire pass: the pipeline writes passages, vectors and the search record in one transaction.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BlobServiceClient } from '@azure/storage-blob';
import { PROCESSING_FAILURE_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { assetPreviews, assets, deploymentIndexes, notifications, searchDocuments } from '../db/schema/index.js';
import { rankSite } from '../search/rank-site.js';
import { createEmptySite } from '../sites/find-or-create-site.js';
import type { TestServer } from '../test/test-server.js';
import { sharedDemoSite } from '../test/demo-site-context.js';
import {
  sampleDocx,
  sampleHtml,
  sampleJpeg,
  samplePdf,
  samplePng,
  samplePptx,
  sampleText,
  sampleXlsx,
  type SampleContent,
} from '../seed/sample-files/index.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../assets/asset-status.js';
import { userIdOf } from '../test/document-fixtures.js';
import { UPLOADER } from '../test/cast.js';
import { processAsset, ProcessingWillBeRetried } from './process-asset.js';

/** Every supported type, each made with a word no other file contains. */
const FILES: [string, (content: SampleContent) => Promise<Uint8Array>, string][] = [
  ['Cases/brief.pdf', samplePdf, 'quokkapdf'],
  ['Reports/plan.docx', sampleDocx, 'quokkadocx'],
  ['Presentations/pitch.pptx', samplePptx, 'quokkapptx'],
  ['Data/budget.xlsx', sampleXlsx, 'quokkaxlsx'],
  ['Images/moodboard.png', samplePng, 'quokkapng'],
  ['Images/hero.jpg', sampleJpeg, 'quokkajpeg'],
  ['Web/landing.html', sampleHtml, 'quokkahtml'],
  ['Notes/readme.txt', sampleText, 'quokkatxt'],
];

describe('processAsset: the ingest pipeline on real files of every supported type', () => {
  let server: TestServer;
  let siteId: number;
  let container: string;
  before(async () => {
    server = (await sharedDemoSite()).server;
    ({ siteId } = await createEmptySite(server.app.db, 'Pipeline test site'));
    const [site] = await server.app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, siteId));
    container = site?.containerName as string;
    await server.app.blobs.getContainerClient(container).createIfNotExists();
  });

  const deps = () => ({ engine: server.app.searchEngine, blobs: server.app.blobs, log: server.app.log });

  async function uploaded(path: string, bytes: Uint8Array, createdByUserId: number | null = null) {
    const name = path.split('/').at(-1) as string;
    const blobName = `${path.slice(0, path.lastIndexOf('/'))}/${Math.random().toString(36).slice(2)}/${name}`;
    await server.app.blobs.getContainerClient(container).getBlockBlobClient(blobName).uploadData(Buffer.from(bytes));
    const [asset] = await server.app.db
      .insert(assets)
      .values({
        title: name,
        fileName: path,
        originalFileName: name,
        blobName,
        storagePath: `${server.app.blobs.getContainerClient(container).url}/${blobName}`,
        deploymentIndexId: siteId,
        statusId: ASSET_STATUS_ID.uploaded,
        createdByUserId,
      })
      .returning();
    assert.ok(asset);
    return asset;
  }

  /** The notifications about the asset its uploader was sent. */
  const noticesAbout = (userId: number, docId: string) =>
    server.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.relatedEntityId, docId)));
  const stored = async (assetId: number) =>
    (await server.app.db.select().from(assets).where(eq(assets.assetId, assetId)))[0]!;

  /** Storage whose every blob fails to answer as `fail` says. */
  const failingStorage = (fail: () => never) =>
    ({
      getContainerClient: () => ({ getBlobClient: () => ({ getProperties: async () => fail() }) }),
    }) as unknown as BlobServiceClient;

  for (const [path, make, word] of FILES) {
    test(`${path} ends indexed, with a thumbnail, and is found by a word only its content holds`, async () => {
      const asset = await uploaded(
        path,
        await make({
          title: `Sample ${path}`,
          paragraphs: [`This file mentions ${word} once.`, 'Nothing else stands out.'],
        }),
      );
      await processAsset(deps(), asset.assetId);

      const [stored] = await server.app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
      assert.equal(stored?.statusId, ASSET_STATUS_ID.indexed, stored?.statusError ?? '');
      assert.match(stored?.status ?? '', /^Indexed/);
      const previews = await server.app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, asset.assetId));
      assert.ok(
        previews.some((preview) => preview.useAsThumbnail && preview.mimeType === 'image/webp'),
        'a WebP thumbnail is stored',
      );

      const { documents } = await rankSite(server.app.searchEngine, { siteId, text: word, mode: 'keyword', limit: 5 });
      assert.deepEqual(
        documents.map((doc) => doc.assetId),
        [asset.assetId],
      );
    });
  }

  test('the first folder of the storage path is the document type: Cases becomes Case Study', async () => {
    const [record] = await server.app.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.fileName, 'Cases/brief.pdf'));
    assert.ok(record?.facets.includes('content_types_Case Study'), JSON.stringify(record?.facets));
    assert.equal(record?.fileTypeClass, 'pdf');
  });

  test('a corrupt PDF ends in error with the reason, and is not searchable', async () => {
    const asset = await uploaded('Cases/broken.pdf', Buffer.from('%PDF-1.7\nthis is not really a pdf quokkabroken'));
    await assert.rejects(processAsset(deps(), asset.assetId));
    const [stored] = await server.app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
    assert.equal(stored?.statusId, ASSET_STATUS_ID.error);
    assert.equal(stored?.status, PROCESSING_STEP.failed);
    assert.match(stored?.statusError ?? '', /broken\.pdf could not be read as PDF/);
    const { documents } = await rankSite(server.app.searchEngine, {
      siteId,
      text: 'quokkabroken',
      mode: 'keyword',
      limit: 5,
    });
    assert.deepEqual(documents, []);
  });

  test('a file missing from storage ends in error saying so', async () => {
    const [asset] = await server.app.db
      .insert(assets)
      .values({
        title: 'ghost',
        fileName: 'ghost.txt',
        originalFileName: 'ghost.txt',
        blobName: 'nowhere/ghost.txt',
        deploymentIndexId: siteId,
      })
      .returning();
    assert.ok(asset);
    await assert.rejects(
      processAsset(deps(), asset.assetId),
      /ghost\.txt is not in storage \(.+\/nowhere\/ghost\.txt\): no such file\./,
    );
    const [stored] = await server.app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
    assert.equal(stored?.statusId, ASSET_STATUS_ID.error);
    assert.match(stored?.statusError ?? '', /is not in storage/);
  });

  test('a try another may mend waits for the next, telling no one; the last try ends in Error and tells the uploader once', async () => {
    const uploaderId = await userIdOf(server.app, UPLOADER);
    const asset = await uploaded('Cases/flaky.pdf', await samplePdf({ title: 'Flaky', paragraphs: ['x'] }), uploaderId);
    const busy = failingStorage(() => {
      throw Object.assign(new Error('Service Unavailable\nRequestId:9f3c\nTime:2026-01-01T00:00:00Z'), {
        statusCode: 503,
      });
    });

    await assert.rejects(
      processAsset({ ...deps(), blobs: busy }, asset.assetId, { triesLeft: 2 }),
      ProcessingWillBeRetried,
    );
    const waiting = await stored(asset.assetId);
    assert.deepEqual(
      [waiting.statusId, waiting.status, waiting.statusError],
      [
        ASSET_STATUS_ID.indexing,
        PROCESSING_STEP.retrying,
        'flaky.pdf could not be read from storage (it answered 503).',
      ],
    );
    assert.deepEqual(await noticesAbout(uploaderId, asset.docId), []);

    await assert.rejects(
      processAsset({ ...deps(), blobs: busy }, asset.assetId, { triesLeft: 1 }),
      ProcessingWillBeRetried,
    );
    await assert.rejects(
      processAsset({ ...deps(), blobs: busy }, asset.assetId, { triesLeft: 0 }),
      (error) => !(error instanceof ProcessingWillBeRetried),
    );
    const failed = await stored(asset.assetId);
    assert.deepEqual([failed.statusId, failed.status], [ASSET_STATUS_ID.error, PROCESSING_STEP.failed]);
    const notices = await noticesAbout(uploaderId, asset.docId);
    assert.equal(notices.length, 1);
    assert.equal(notices[0]?.title, `${PROCESSING_FAILURE_MESSAGES.noticeTitle}flaky.pdf`);
    assert.ok(notices[0]?.message.includes(failed.statusError!), notices[0]?.message);
    assert.doesNotMatch(notices[0]?.message ?? '', /RequestId|Time:/);
  });

  test('an unreadable file ends the run at once, even with tries left, and its uploader is told once', async () => {
    const uploaderId = await userIdOf(server.app, UPLOADER);
    const asset = await uploaded('Cases/garbled.pdf', Buffer.from('%PDF-1.7\nnot a pdf at all'), uploaderId);
    await assert.rejects(
      processAsset(deps(), asset.assetId, { triesLeft: 3 }),
      /garbled\.pdf could not be read as PDF/,
    );
    const failed = await stored(asset.assetId);
    assert.equal(failed.statusId, ASSET_STATUS_ID.error);
    assert.equal((await noticesAbout(uploaderId, asset.docId)).length, 1);
  });

  test('a failure the pipeline cannot word is stored and told in a plain sentence: no SQL, no stack', async () => {
    const uploaderId = await userIdOf(server.app, UPLOADER);
    const asset = await uploaded('Notes/odd.txt', Buffer.from('odd'), uploaderId);
    // A failure outside the steps the pipeline words itself, carrying SQL and a stack as a database error would.
    const broken = {
      getContainerClient: () => {
        throw new Error('Failed query: select "asset_id" from "assets" where "asset_id" = $1\n    at PgSession.run');
      },
    } as unknown as BlobServiceClient;
    await assert.rejects(processAsset({ ...deps(), blobs: broken }, asset.assetId), /Failed query/);
    const failed = await stored(asset.assetId);
    assert.equal(failed.statusError, PROCESSING_FAILURE_MESSAGES.unexpected);
    const [notice] = await noticesAbout(uploaderId, asset.docId);
    assert.ok(notice?.message.includes(PROCESSING_FAILURE_MESSAGES.unexpected));
    assert.doesNotMatch(notice?.message ?? '', /select|asset_id|PgSession/);
  });

  test('an asset without an uploader (a folder import without --as) fails without telling anyone', async () => {
    const asset = await uploaded('Cases/orphan.pdf', Buffer.from('%PDF-1.7\nbroken'));
    await assert.rejects(processAsset(deps(), asset.assetId));
    assert.equal((await stored(asset.assetId)).statusId, ASSET_STATUS_ID.error);
    const notices = await server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedEntityId, asset.docId));
    assert.deepEqual(notices, []);
  });
});
