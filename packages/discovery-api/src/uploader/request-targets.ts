import type { FastifyInstance } from 'fastify';
import type { Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { findAsset } from './uploader-access.js';

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
 * Finds each item's asset. An item without AssetId or DocId takes SingleDocId when it is the only one.
 * 400 naming the field for an item that names no asset, a DocId that is not the AssetId's, an asset of
 * another site than DeploymentIndexId, or the same asset twice; `check` throws for an asset the caller may
 * not use (403).
 */
export async function resolveTargets<Item extends AssetItem>(
  app: FastifyInstance,
  items: readonly Item[],
  singleDocId: string | null | undefined,
  siteId: number,
  check: (asset: Asset) => void,
): Promise<Target<Item>[]> {
  const targets: Target<Item>[] = [];
  for (const [index, info] of items.entries()) {
    const path = `body/AssetInfos/${index}`;
    const docId = info.DocId ?? (info.AssetId === undefined && items.length === 1 ? (singleDocId ?? undefined) : undefined);
    if (info.AssetId === undefined && docId === undefined) {
      throw new HttpError(400, `The request is not valid: ${path} needs AssetId or DocId (or SingleDocId for a single asset).`);
    }
    const asset = info.AssetId !== undefined ? await findAsset(app, { assetId: info.AssetId }, `${path}/AssetId`) : await findAsset(app, { docId: docId! }, `${path}/DocId`);
    if (docId !== undefined && asset.docId !== docId) throw new HttpError(400, `The request is not valid: ${path}/DocId '${docId}' is not the doc id of asset ${asset.assetId}.`);
    if (asset.deploymentIndexId !== siteId) throw new HttpError(400, `The request is not valid: ${path}: asset ${asset.assetId} is not on site ${siteId} (DeploymentIndexId).`);
    if (targets.some((target) => target.asset.assetId === asset.assetId)) throw new HttpError(400, `The request is not valid: ${path} names asset ${asset.assetId} a second time.`);
    check(asset);
    targets.push({ info, path, uniqueId: info.UniqueId ?? asset.docId, asset });
  }
  return targets;
}
