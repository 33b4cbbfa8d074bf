import type { FastifyInstance } from 'fastify';
import type { Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { findSiteAsset } from '../assets/asset-access.js';

/** An item of a request about existing assets (update, collections): names its asset by AssetId or DocId. */
export interface AssetItem {
  UniqueId?: string;
  AssetId?: number;
  DocId?: string;
}

export interface Target<Item extends AssetItem> {
  info: Item;
  path: string;
  /** The item's UniqueId, or the asset's doc id when it sent none. */
  uniqueId: string;
  asset: Asset;
}

/**
 * Finds each item's asset among those of the site DeploymentIndexId. An item without AssetId or DocId takes
 * SingleDocId when it is the only one. 400 naming the field for an item that names no asset of the site (the
 * same answer for an unknown id and an asset of another site, so other sites' ids cannot be probed), a DocId
 * that is not the AssetId's, or the same asset twice; `check` throws for an asset the caller may not use (403).
 */
export async function resolveTargets<Item extends AssetItem>(
  app: FastifyInstance,
  items: readonly Item[],
  singleDocId: string | null | undefined,
  siteId: number,
  check: (asset: Asset) => void | Promise<void>,
): Promise<Target<Item>[]> {
  const targets: Target<Item>[] = [];
  for (const [index, info] of items.entries()) {
    const path = `body/AssetInfos/${index}`;
    const docId =
      info.DocId ?? (info.AssetId === undefined && items.length === 1 ? (singleDocId ?? undefined) : undefined);
    if (info.AssetId === undefined && docId === undefined) {
      throw new HttpError(
        400,
        `The request is not valid: ${path} needs AssetId or DocId (or SingleDocId for a single asset).`,
      );
    }
    const asset =
      info.AssetId !== undefined
        ? await findSiteAsset(app, { assetId: info.AssetId }, siteId, `${path}/AssetId`)
        : await findSiteAsset(app, { docId: docId! }, siteId, `${path}/DocId`);
    if (docId !== undefined && asset.docId !== docId)
      throw new HttpError(
        400,
        `The request is not valid: ${path}/DocId '${docId}' is not the doc id of asset ${asset.assetId}.`,
      );
    if (targets.some((target) => target.asset.assetId === asset.assetId))
      throw new HttpError(400, `The request is not valid: ${path} names asset ${asset.assetId} a second time.`);
    await check(asset);
    targets.push({ info, path, uniqueId: info.UniqueId ?? asset.docId, asset });
  }
  return targets;
}
