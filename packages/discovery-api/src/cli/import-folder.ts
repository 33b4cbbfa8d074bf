import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { assets, deploymentIndexes } from '../db/schema/index.js';
import { fileExtension } from '../media/file-types.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../assets/asset-status.js';
import { processAsset, uploadImagery, writeImageryRows, type PreviewRow } from '../workers/process-asset.js';
import { storedFileProperties } from '../blob/served-file-headers.js';
import { detectFileType, extractText } from '../media/extract/index.js';
import { makeImagery } from '../media/imagery/make-imagery.js';
import { prepareSearchRecords, writeSearchRecords } from '../search/index-search-record.js';
import { searchRecordsOfAssets } from '../search/search-record-of-asset.js';
import { refreshSearchStatistics } from '../search/refresh-statistics.js';
import { deferVectorIndex } from '../search/vector-index.js';
import { blobUrl } from '../assets/stored-files.js';
import type { CliApp } from './cli-app.js';
import { parseSidecar, storeSidecarFields, type SidecarEntry } from './import-metadata.js';

export interface ImportSummary {
  indexed: number;
  failed: { file: string; reason: string }[];
  skipped: number;
  seconds: number;
}

/**
 * Files written to the database together: one transaction stores their assets, one their search records and
 * statuses, and their passages are embedded in one call.
 */
const BATCH = 50;
/** Files of a batch read, extracted and stored at once: the storage calls of one wait while another computes. */
const CONCURRENCY = 16;
/**
 * Larger files go through processAsset one at a time (as uploads do), so a batch holds at most CONCURRENCY times this
 * in memory (512 MB) whatever the folder holds.
 */
const BATCHED_FILE_BYTES = 32 * 1024 * 1024;

/**
 * Imports every file under `folder` (sub-folders included; `metadata.jsonl` and hidden files excluded) into a
 * site through the ingest pipeline the uploads use: each file becomes an asset, is stored in the site's
 * container under `<folder path>/<doc id>/<file name>` (the first folder names the document type, as for
 * uploads), then processed and indexed. A file already imported (same path in the folder, indexed, same
 * size) is skipped, so an interrupted import can be run again. `onProgress` is told after every batch.
 *
 * Files go through in batches (importBatch): each file is read, typed, extracted and given its imagery, and stored
 * once with its headers; then the batch's assets are written in one transaction, its passages embedded in one call and
 * its search records written in another transaction. What gets indexed is what the ingest worker indexes for an
 * upload (the same record, passages and imagery; import-folder.test.ts compares them). A file the batch cannot take
 * (unreadable, larger than BATCHED_FILE_BYTES, or a batch whose writing failed) goes through processAsset alone,
 * which records why it failed, as an upload's would.
 */
export async function importFolder(
  app: CliApp,
  input: {
    siteId: number;
    folder: string;
    createdByUserId?: number;
    onProgress?: (done: number, total: number, summary: ImportSummary) => void;
  },
): Promise<ImportSummary> {
  const started = Date.now();
  const files = (await listFiles(input.folder)).sort();
  const sidecarPath = join(input.folder, 'metadata.jsonl');
  const sidecar = await readFile(sidecarPath, 'utf8').then(
    (text) => parseSidecar(text, sidecarPath),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return new Map<string, SidecarEntry>();
      throw error;
    },
  );
  const [site] = await app.db
    .select()
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.deploymentIndexId, input.siteId));
  if (!site) throw new Error(`Site ${input.siteId} does not exist.`);
  const container = app.blobs.getContainerClient(site.containerName);
  await container.createIfNotExists();
  // Made once here, not before every file's thumbnail (uploadImagery's containerMade).
  await app.blobs.getContainerClient(site.previewContainerName).createIfNotExists();

  const summary: ImportSummary = { indexed: 0, failed: [], skipped: 0, seconds: 0 };
  const unknownFields = new Set<string>();
  const shared = { site, container, sidecar, createdByUserId: input.createdByUserId, unknownFields, summary };
  // The import has the embedded database to itself: a large one leaves the HNSW index out until its end (vector-index.ts).
  const engine = app.searchEngine;
  const buildVectorIndex =
    app.database.connection.driver === 'pglite'
      ? await deferVectorIndex(app.db, engine.embeddings, engine.capabilities, files.length * PASSAGES_PER_FILE)
      : null;
  try {
    await importBatches(app, shared, input, files);
  } finally {
    await buildVectorIndex?.();
  }
  await refreshSearchStatistics(app.db);
  if (unknownFields.size > 0)
    console.error(`Not metadata fields of this site (ignored): ${[...unknownFields].sort().join(', ')}`);
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}

/** Passages a file is counted for when deciding to defer the HNSW index (Cranfield's abstracts have 3.5). */
const PASSAGES_PER_FILE = 2;

async function importBatches(
  app: CliApp,
  shared: BatchContext,
  input: { folder: string; onProgress?: (done: number, total: number, summary: ImportSummary) => void },
  files: string[],
): Promise<void> {
  const { summary } = shared;
  let writing = Promise.resolve();
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH).map((path) => ({
      path,
      relativePath: relative(input.folder, path).split(sep).join('/'),
    }));
    // A batch is read and stored while the one before it is written: storing waits on the storage, writing on the
    // database, so the two keep both cores busy.
    const prepared = await prepareBatch(app, shared, batch);
    await writing;
    const done = Math.min(start + BATCH, files.length);
    writing = writeBatchOrAlone(app, shared, prepared).then(() => input.onProgress?.(done, files.length, summary));
  }
  await writing;
}

interface BatchContext {
  site: typeof deploymentIndexes.$inferSelect;
  container: ReturnType<CliApp['blobs']['getContainerClient']>;
  sidecar: Map<string, SidecarEntry>;
  createdByUserId: number | undefined;
  unknownFields: Set<string>;
  summary: ImportSummary;
}

interface ReadyFile {
  relativePath: string;
  path: string;
  existingId: number | undefined;
  entry: SidecarEntry | undefined;
  values: typeof assets.$inferInsert;
  content: string;
  note: string | undefined;
  previews: PreviewRow[];
}

/** Runs `work` over `items`, `limit` at a time, in order of the items. */
async function mapLimit<Item, Result>(items: Item[], limit: number, work: (item: Item) => Promise<Result>) {
  const results: Result[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

interface PreparedBatch {
  ready: ReadyFile[];
  /** Files that go through processAsset one by one. */
  alone: { path: string; relativePath: string }[];
}

/** Reads, extracts and stores the files of a batch (prepareFile), CONCURRENCY at a time; counts the skipped. */
async function prepareBatch(
  app: CliApp,
  context: BatchContext,
  batch: { path: string; relativePath: string }[],
): Promise<PreparedBatch> {
  const { site, summary } = context;
  const existing = new Map(
    (
      await app.db
        .select({
          assetId: assets.assetId,
          statusId: assets.statusId,
          fileSize: assets.fileSize,
          fileName: assets.fileName,
        })
        .from(assets)
        .where(
          and(
            eq(assets.deploymentIndexId, site.deploymentIndexId),
            inArray(
              assets.fileName,
              batch.map((file) => file.relativePath),
            ),
          ),
        )
    ).map((row) => [row.fileName, row]),
  );
  const prepared = await mapLimit(batch, CONCURRENCY, async (file) => {
    try {
      return await prepareFile(app, context, file, existing.get(file.relativePath));
    } catch {
      return { alone: file };
    }
  });
  summary.skipped += prepared.filter((item) => item === 'skipped').length;
  return {
    ready: prepared.filter((item): item is ReadyFile => typeof item === 'object' && 'values' in item),
    alone: prepared.flatMap((item) => (typeof item === 'object' && 'alone' in item ? [item.alone] : [])),
  };
}

/** Writes a prepared batch (writeBatch); the files it could not take, and all of a batch that failed, one by one. */
async function writeBatchOrAlone(app: CliApp, context: BatchContext, { ready, alone }: PreparedBatch): Promise<void> {
  const { summary } = context;
  const oneByOne = [...alone];
  try {
    await writeBatch(app, context, ready);
    summary.indexed += ready.length;
  } catch (error) {
    app.log.warn({ err: error }, 'A batch of the import could not be written; its files are imported one by one');
    oneByOne.push(...ready.map(({ path, relativePath }) => ({ path, relativePath })));
  }
  for (const file of oneByOne) {
    try {
      const outcome = await importFile(app, {
        ...context,
        ...file,
        entry: context.sidecar.get(file.relativePath),
      });
      if (outcome === 'skipped') summary.skipped += 1;
      else summary.indexed += 1;
    } catch (error) {
      summary.failed.push({ file: file.relativePath, reason: error instanceof Error ? error.message : String(error) });
    }
  }
}

/**
 * Reads, types, extracts and stores one file of a batch with its imagery: 'skipped' when it is imported already,
 * `{ alone }` when it must go through processAsset by itself (larger than BATCHED_FILE_BYTES).
 */
async function prepareFile(
  app: CliApp,
  context: BatchContext,
  file: { path: string; relativePath: string },
  existing: { assetId: number; statusId: number | null; fileSize: number | null } | undefined,
): Promise<ReadyFile | 'skipped' | { alone: typeof file }> {
  const { site, container } = context;
  const size = (await stat(file.path)).size;
  if (existing?.statusId === ASSET_STATUS_ID.indexed && existing.fileSize === size) return 'skipped';
  if (size > BATCHED_FILE_BYTES) return { alone: file };
  const bytes = await readFile(file.path);
  const originalFileName = basename(file.path);
  const type = await detectFileType(bytes, originalFileName);
  // Read before anything is stored: a file that fails here goes through processAsset alone, leaving no copy behind.
  const content = (await extractText(bytes, { fileName: originalFileName, mimeType: type.mimeType })).text;
  const imagery = await makeImagery(bytes, {
    fileName: originalFileName,
    extension: type.extension,
    typeClass: type.typeClass,
  });
  const { docId, blobName } = await storeOriginal(container, file, bytes, type.mimeType);
  const previews = await uploadImagery(
    app.blobs,
    { assetId: 0, docId, previewContainer: site.previewContainerName, containerMade: true },
    imagery.thumbnail,
    imagery.preview,
  );
  const entry = context.sidecar.get(file.relativePath);
  return {
    ...file,
    existingId: existing?.assetId,
    entry,
    values: {
      ...assetValues(app, context, { relativePath: file.relativePath, originalFileName, docId, blobName, size, entry }),
      fileExtension: type.extension,
      mimeType: type.mimeType,
    },
    content,
    note: imagery.note,
    previews,
  };
}

/**
 * Stores an imported file once, in the site's container under `<folder path>/<doc id>/<file name>`, with the headers
 * of the type its bytes show (`mimeType`), as the pipeline would set them (processAsset's StoredFile).
 */
async function storeOriginal(
  container: BatchContext['container'],
  file: { path: string; relativePath: string },
  bytes: Buffer,
  mimeType: string,
): Promise<{ docId: string; blobName: string }> {
  const originalFileName = basename(file.path);
  const docId = randomUUID();
  const { relativePath } = file;
  const folder = relativePath.includes('/') ? `${relativePath.slice(0, relativePath.lastIndexOf('/'))}/` : '';
  const blobName = `${folder}${docId}/${originalFileName}`;
  await container
    .getBlockBlobClient(blobName)
    .uploadData(bytes, { blobHTTPHeaders: storedFileProperties(mimeType, originalFileName) });
  return { docId, blobName };
}

/** The batch's assets in one transaction, its passages embedded together, its records and statuses in another. */
async function writeBatch(app: CliApp, context: BatchContext, ready: ReadyFile[]): Promise<void> {
  if (ready.length === 0) return;
  const rows = await app.db.transaction(async (tx) => {
    const stored: (typeof assets.$inferSelect)[] = [];
    const fresh = ready.filter((file) => file.existingId === undefined);
    if (fresh.length > 0)
      stored.push(
        ...(await tx
          .insert(assets)
          .values(fresh.map((file) => file.values))
          .returning()),
      );
    for (const file of ready.filter((item) => item.existingId !== undefined)) {
      const [row] = await tx.update(assets).set(file.values).where(eq(assets.assetId, file.existingId!)).returning();
      stored.push(row!);
    }
    const byDocId = new Map(stored.map((row) => [row.docId, row]));
    for (const file of ready) {
      const row = byDocId.get(file.values.docId!)!;
      if (file.entry)
        for (const key of await storeSidecarFields(tx, {
          siteId: context.site.deploymentIndexId,
          assetId: row.assetId,
          entry: file.entry,
        }))
          context.unknownFields.add(key);
      for (const preview of file.previews) preview.assetId = row.assetId;
    }
    await writeImageryRows(
      tx,
      ready.flatMap((file) => file.previews),
    );
    return ready.map((file) => byDocId.get(file.values.docId!)!);
  });
  const records = await prepareSearchRecords(
    app.searchEngine,
    await searchRecordsOfAssets(
      app.db,
      rows.map((asset, index) => ({ asset, content: ready[index]!.content })),
    ),
  );
  await app.db.transaction(async (tx) => {
    await writeSearchRecords(tx, records);
    const byStatus = new Map<string, number[]>();
    ready.forEach((file, index) => {
      const status = file.note ? `${PROCESSING_STEP.indexed} (${file.note})` : PROCESSING_STEP.indexed;
      byStatus.set(status, [...(byStatus.get(status) ?? []), rows[index]!.assetId]);
    });
    for (const [status, ids] of byStatus)
      await tx
        .update(assets)
        .set({ statusId: ASSET_STATUS_ID.indexed, status, statusError: null })
        .where(inArray(assets.assetId, ids));
  });
}

/** An imported file's asset row, before its type is known. */
function assetValues(
  app: CliApp,
  context: Pick<BatchContext, 'site' | 'container' | 'createdByUserId'>,
  file: {
    relativePath: string;
    originalFileName: string;
    docId: string;
    blobName: string;
    size: number;
    entry: SidecarEntry | undefined;
  },
) {
  const { entry } = file;
  return {
    docId: file.docId,
    title: entry?.title?.trim() || file.originalFileName.replace(/\.[^.]+$/, ''),
    description: entry?.description?.trim() || null,
    fileName: file.relativePath,
    originalFileName: file.originalFileName,
    blobName: file.blobName,
    storagePath: blobUrl(app, context.container.containerName, file.blobName),
    fileExtension: fileExtension(file.originalFileName),
    fileSize: file.size,
    statusId: ASSET_STATUS_ID.uploaded,
    deploymentIndexId: context.site.deploymentIndexId,
    createdByUserId: context.createdByUserId ?? null,
    assetVisibility: entry?.asset_visibility === 'Private' ? ('Private' as const) : ('Public' as const),
    isConfidential: entry?.is_confidential ?? false,
    publishedDate: entry?.published_date ? new Date(entry.published_date) : null,
  };
}

async function importFile(
  app: CliApp,
  input: {
    site: typeof deploymentIndexes.$inferSelect;
    container: ReturnType<CliApp['blobs']['getContainerClient']>;
    path: string;
    relativePath: string;
    entry: SidecarEntry | undefined;
    createdByUserId: number | undefined;
    unknownFields: Set<string>;
  },
): Promise<'indexed' | 'skipped'> {
  const { site, entry, relativePath } = input;
  const size = (await stat(input.path)).size;
  const [existing] = await app.db
    .select({ assetId: assets.assetId, statusId: assets.statusId, fileSize: assets.fileSize })
    .from(assets)
    .where(and(eq(assets.deploymentIndexId, site.deploymentIndexId), eq(assets.fileName, relativePath)));
  if (existing?.statusId === ASSET_STATUS_ID.indexed && existing.fileSize === size) return 'skipped';

  const bytes = await readFile(input.path);
  const originalFileName = basename(input.path);
  const type = await detectFileType(bytes, originalFileName);
  const { docId, blobName } = await storeOriginal(input.container, input, bytes, type.mimeType);
  const values = assetValues(app, input, { relativePath, originalFileName, docId, blobName, size, entry });
  const assetId = existing
    ? (
        await app.db
          .update(assets)
          .set(values)
          .where(eq(assets.assetId, existing.assetId))
          .returning({ id: assets.assetId })
      )[0]?.id
    : (await app.db.insert(assets).values(values).returning({ id: assets.assetId }))[0]?.id;
  if (assetId === undefined) throw new Error(`Storing the asset for ${relativePath} returned no row.`);
  if (entry)
    for (const key of await storeSidecarFields(app.db, { siteId: site.deploymentIndexId, assetId, entry }))
      input.unknownFields.add(key);
  await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, assetId, {}, { bytes });
  return 'indexed';
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && entry.name !== 'metadata.jsonl')
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(folder, path)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}
