import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { assets, deploymentIndexes } from '../db/schema/index.js';
import { fileExtension } from '../media/file-types.js';
import { ASSET_STATUS_ID } from '../assets/asset-status.js';
import { processAsset } from '../workers/process-asset.js';
import { storedFileProperties } from '../blob/served-file-headers.js';
import { detectFileType } from '../media/extract/index.js';
import { refreshSearchStatistics } from '../search/refresh-statistics.js';
import { blobUrl } from '../assets/stored-files.js';
import type { CliApp } from './cli-app.js';
import { parseSidecar, storeSidecarFields, type SidecarEntry } from './import-metadata.js';

export interface ImportSummary {
  indexed: number;
  failed: { file: string; reason: string }[];
  skipped: number;
  seconds: number;
}

/** Files processed at once: the pipeline is mostly CPU (extraction, imagery, embeddings) on 2 cores. */
const CONCURRENCY = 4;

/**
 * Imports every file under `folder` (sub-folders included; `metadata.jsonl` and hidden files excluded) into a
 * site through the ingest pipeline the uploads use: each file becomes an asset, is stored in the site's
 * container under `<folder path>/<doc id>/<file name>` (the first folder names the document type, as for
 * uploads), then processed and indexed. A file already imported (same path in the folder, indexed, same
 * size) is skipped, so an interrupted import can be run again. `onProgress` is told after every file.
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

  const summary: ImportSummary = { indexed: 0, failed: [], skipped: 0, seconds: 0 };
  const unknownFields = new Set<string>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++] as string;
      const relativePath = relative(input.folder, path).split(sep).join('/');
      try {
        const outcome = await importFile(app, {
          site,
          container,
          path,
          relativePath,
          entry: sidecar.get(relativePath),
          createdByUserId: input.createdByUserId,
          unknownFields,
        });
        if (outcome === 'skipped') summary.skipped += 1;
        else summary.indexed += 1;
      } catch (error) {
        summary.failed.push({ file: relativePath, reason: error instanceof Error ? error.message : String(error) });
      }
      done += 1;
      input.onProgress?.(done, files.length, summary);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  await refreshSearchStatistics(app.db);
  if (unknownFields.size > 0)
    console.error(`Not metadata fields of this site (ignored): ${[...unknownFields].sort().join(', ')}`);
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
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
  const docId = randomUUID();
  const folder = relativePath.includes('/') ? `${relativePath.slice(0, relativePath.lastIndexOf('/'))}/` : '';
  const blobName = `${folder}${docId}/${originalFileName}`;
  // Stored with the headers of the type its bytes show, as the pipeline would set them (processAsset's StoredFile).
  const type = await detectFileType(bytes, originalFileName);
  await input.container
    .getBlockBlobClient(blobName)
    .uploadData(bytes, { blobHTTPHeaders: storedFileProperties(type.mimeType, originalFileName) });
  const values = {
    docId,
    title: entry?.title?.trim() || originalFileName.replace(/\.[^.]+$/, ''),
    description: entry?.description?.trim() || null,
    fileName: relativePath,
    originalFileName,
    blobName,
    storagePath: blobUrl(app, input.container.containerName, blobName),
    fileExtension: fileExtension(originalFileName),
    fileSize: size,
    statusId: ASSET_STATUS_ID.uploaded,
    deploymentIndexId: site.deploymentIndexId,
    createdByUserId: input.createdByUserId ?? null,
    assetVisibility: entry?.asset_visibility === 'Private' ? ('Private' as const) : ('Public' as const),
    isConfidential: entry?.is_confidential ?? false,
    publishedDate: entry?.published_date ? new Date(entry.published_date) : null,
  };
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
