import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';
import { assetPreviews, assets, searchChunks, searchDocuments } from '../db/schema/index.js';
import { samplePdf, samplePng } from '../seed/sample-files/index.js';
import { castSite } from '../test/cast-site.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { processAsset } from '../workers/process-asset.js';
import { importFolder } from './import-folder.js';

/**
 * `npm run portal -- import`: the files of a folder become indexed assets through the ingest pipeline, the file stored
 * once with the headers its bytes call for (it is not read back from storage), the sidecar's title used, and a second
 * run skips what was imported.
 */
describe('importFolder', () => {
  let context: DemoSiteContext;
  let folder: string;
  before(async () => {
    context = await sharedDemoSite();
    folder = await mkdtemp(join(tmpdir(), 'import-folder-'));
    await mkdir(join(folder, 'Case Studies'));
    await writeFile(join(folder, 'notes.txt'), 'The harbour campaign used the mascot quokkaferry.\n');
    // A PDF named .txt: stored and served as what its bytes are.
    await writeFile(
      join(folder, 'Case Studies', 'brief.txt'),
      await samplePdf({ title: 'Tide brief', paragraphs: ['The tide campaign named wobbegongwave.'] }),
    );
    await writeFile(join(folder, 'poster.png'), await samplePng({ title: 'Poster', paragraphs: ['Poster'] }));
    await writeFile(
      join(folder, 'metadata.jsonl'),
      `${JSON.stringify({ file: 'notes.txt', title: 'Harbour notes', description: 'Field notes.' })}\n`,
    );
  });
  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('indexes every file as an asset with its search record, thumbnail and stored headers', async () => {
    const app = context.server.app;
    const site = await castSite(context, 'Import');
    const summary = await importFolder(app, { siteId: site.deploymentIndexId, folder });
    assert.deepEqual({ ...summary, seconds: 0 }, { indexed: 3, failed: [], skipped: 0, seconds: 0 });

    const rows = await app.db.select().from(assets).where(eq(assets.deploymentIndexId, site.deploymentIndexId));
    const byName = new Map(rows.map((row) => [row.fileName, row]));
    assert.deepEqual([...byName.keys()].sort(), ['Case Studies/brief.txt', 'notes.txt', 'poster.png']);
    for (const row of rows) {
      assert.equal(row.statusId, ASSET_STATUS_ID.indexed, `${row.fileName}: ${row.status} ${row.statusError}`);
      const [record] = await app.db.select().from(searchDocuments).where(eq(searchDocuments.assetId, row.assetId));
      assert.ok(record, `${row.fileName} is searchable`);
      const previews = await app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, row.assetId));
      assert.ok(
        previews.some((preview) => preview.useAsThumbnail),
        `${row.fileName} has a thumbnail`,
      );
    }
    const notes = byName.get('notes.txt')!;
    assert.equal(notes.title, 'Harbour notes');
    assert.equal(notes.description, 'Field notes.');
    const chunks = await app.db.select().from(searchChunks).where(eq(searchChunks.assetId, notes.assetId));
    assert.match(chunks.map((chunk) => chunk.text).join(' '), /quokkaferry/);

    const brief = byName.get('Case Studies/brief.txt')!;
    assert.equal(brief.mimeType, 'application/pdf');
    const stored = await app.blobs
      .getContainerClient(site.containerName)
      .getBlobClient(brief.blobName!)
      .getProperties();
    assert.equal(stored.contentType, 'application/pdf', 'stored with the type its bytes show');
    assert.match(stored.contentDisposition ?? '', /^inline/);
    const briefChunks = await app.db.select().from(searchChunks).where(eq(searchChunks.assetId, brief.assetId));
    assert.match(briefChunks.map((chunk) => chunk.text).join(' '), /wobbegongwave/);

    // What the ingest worker makes of the same stored files, as for an upload: the same records and passages.
    for (const row of rows) {
      const record = async () => {
        const [document] = await app.db
          .select({
            title: searchDocuments.title,
            body: searchDocuments.body,
            content: searchDocuments.content,
            facets: searchDocuments.facets,
            fileTypeClass: searchDocuments.fileTypeClass,
          })
          .from(searchDocuments)
          .where(eq(searchDocuments.assetId, row.assetId));
        const passages = await app.db
          .select({ text: searchChunks.text, embedding: searchChunks.embedding })
          .from(searchChunks)
          .where(eq(searchChunks.assetId, row.assetId))
          .orderBy(searchChunks.ordinal);
        const [asset] = await app.db.select().from(assets).where(eq(assets.assetId, row.assetId));
        return { document, passages, status: asset?.status, mimeType: asset?.mimeType };
      };
      const imported = await record();
      await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, row.assetId);
      assert.deepEqual(await record(), imported, `${row.fileName}: as the ingest worker indexes it`);
    }

    const again = await importFolder(app, { siteId: site.deploymentIndexId, folder });
    assert.deepEqual({ ...again, seconds: 0 }, { indexed: 0, failed: [], skipped: 3, seconds: 0 });
  });

  test('a file the pipeline cannot read goes through alone: reported failed with why, its asset in Error', async () => {
    const app = context.server.app;
    const site = await castSite(context, 'Import failures');
    const broken = await mkdtemp(join(tmpdir(), 'import-broken-'));
    try {
      await writeFile(join(broken, 'garbled.pdf'), '%PDF-1.7 this is no PDF');
      await writeFile(join(broken, 'fine.txt'), 'A readable note.');
      const summary = await importFolder(app, { siteId: site.deploymentIndexId, folder: broken });
      assert.equal(summary.indexed, 1);
      assert.deepEqual(
        summary.failed.map((failure) => failure.file),
        ['garbled.pdf'],
      );
      assert.match(summary.failed[0]!.reason, /garbled\.pdf/);
      const [row] = await app.db.select().from(assets).where(eq(assets.fileName, 'garbled.pdf'));
      assert.equal(row?.statusId, ASSET_STATUS_ID.error);
      assert.ok(row?.statusError, 'the asset says why');
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
