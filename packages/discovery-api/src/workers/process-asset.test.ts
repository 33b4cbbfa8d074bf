// wire pass: the pipeline writes passages, vectors and the search record in one transaction.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { assetPreviews, assets, deploymentIndexes, searchDocuments } from '../db/schema/index.js';
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
import { processAsset } from './process-asset.js';

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

  async function uploaded(path: string, bytes: Uint8Array) {
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
      })
      .returning();
    assert.ok(asset);
    return asset;
  }

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
});
