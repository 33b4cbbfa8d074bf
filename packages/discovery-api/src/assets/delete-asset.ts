import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetPreviews, assets, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { deleteBlobsQuietly } from './stored-files.js';

/** The blob names under a prefix; none when the container does not exist. */
async function blobsUnder(app: FastifyInstance, containerName: string, prefix: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const blob of app.blobs.getContainerClient(containerName).listBlobsFlat({ prefix }))
      names.push(blob.name);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return names;
}

/** Of the blobs of one container, those no remaining asset or preview row still names (so a shared file is never removed). */
async function unreferenced(app: FastifyInstance, containerName: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const list = [...names];
  const files = await app.db.select({ name: assets.blobName }).from(assets).where(inArray(assets.blobName, list));
  const previews = await app.db
    .select({ name: assetPreviews.blobName })
    .from(assetPreviews)
    .where(and(eq(assetPreviews.containerName, containerName), inArray(assetPreviews.blobName, list)));
  const kept = new Set([...files, ...previews].map((row) => row.name));
  return list.filter((name) => !kept.has(name));
}

/**
 * Deletes a document: the asset row, and with it (foreign keys on delete cascade) its search record and
 * passages, previews, versions, metadata values, interactions, report events, collection entries and
 * access rows; then its files: the asset's file, every blob of its folder `<docId>/` in the site's main
 * container (earlier versions), its preview files and every blob of its folder in the preview container.
 * The rows go in one statement first, so a failure leaves the document whole; blobs go afterwards and a
 * failure there is only logged (nothing points at them any more). 404 when the asset is already gone.
 */
export async function deleteDocument(
  app: FastifyInstance,
  asset: Asset,
  site: DeploymentIndex,
): Promise<{ deletedFiles: number }> {
  const previews = await app.db.select().from(assetPreviews).where(eq(assetPreviews.assetId, asset.assetId));
  const folder = `${asset.docId}/`;
  const byContainer = new Map<string, Set<string>>();
  const add = (containerName: string, names: readonly string[]) => {
    const set = byContainer.get(containerName) ?? new Set<string>();
    for (const name of names) set.add(name);
    byContainer.set(containerName, set);
  };
  add(site.containerName, [
    ...(asset.blobName ? [asset.blobName] : []),
    ...(await blobsUnder(app, site.containerName, folder)),
  ]);
  add(site.previewContainerName, await blobsUnder(app, site.previewContainerName, folder));
  for (const preview of previews) add(preview.containerName, [preview.blobName]);

  const [deleted] = await app.db
    .delete(assets)
    .where(eq(assets.assetId, asset.assetId))
    .returning({ assetId: assets.assetId });
  if (!deleted) throw new HttpError(404, `No such document: '${asset.docId}'.`);

  let deletedFiles = 0;
  for (const [containerName, names] of byContainer) {
    const removable = await unreferenced(app, containerName, [...names]);
    await deleteBlobsQuietly(app, containerName, removable);
    deletedFiles += removable.length;
  }
  return { deletedFiles };
}
