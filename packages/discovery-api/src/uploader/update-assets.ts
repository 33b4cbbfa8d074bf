import { ACCESS_MESSAGES } from '@portal/contracts';
import type { UpdateAssetInfo, UpdateUploadRequest, UploadAssetInfo, UploadResponse } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assetPreviews, assets } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess } from '../sites/site-access.js';
import { assetColumns, checkAssetFields } from '../assets/asset-fields.js';
import { hasStoredFile, requeueProcessing } from '../assets/asset-processing.js';
import { fileNameOfBlob } from '../assets/asset-blob-names.js';
import { resolveSelection, storeSelection } from '../metadata/metadata-selection.js';
import { checkUniqueIds, planPreviews, previewResults } from './preview-plans.js';
import { mainContainerOf, previewContainerOf } from '../assets/stored-files.js';
import { NO_ASSET_INFO, requestedFaults, uploadAnswerOf } from './upload-answers.js';
import { resolveTargets } from './request-targets.js';
import { canEditAsset } from '../assets/asset-access.js';
import { takenPreviewNames } from '../assets/asset-previews.js';

/**
 * updateAssetWithMetadata (spec §4 edit mode): sets the items' asset fields and replaces their selected
 * values with MetadataData (checked against the master set and SubsetId), names the new previews, then
 * re-queues the processing of every asset whose file is in storage, so search shows the new metadata.
 * Items are the AssetInfos (by AssetId or DocId); with none, SingleDocId alone. Everything is checked
 * first and written in one transaction. The test flags (InjectError, BulkError) behave as in registration:
 * honoured only when the server runs its tests.
 */
export async function updateAssets(
  app: FastifyInstance,
  request: FastifyRequest,
  body: UpdateUploadRequest,
): Promise<UploadResponse> {
  const access = await requireSiteAccess(app, request, body.DeploymentIndexId);
  const { site, user } = access;
  const answer = uploadAnswerOf(site.deploymentIndexId);
  const faults = requestedFaults(app.config.testFaults, body);
  if (faults.bulk) return answer({ HasError: true, Error: faults.message });
  const items: UpdateAssetInfo[] =
    body.AssetInfos.length > 0
      ? body.AssetInfos
      : body.SingleDocId
        ? [{ DocId: body.SingleDocId, UniqueId: body.SingleDocId }]
        : [];
  if (items.length === 0) return answer({ HasError: true, Error: NO_ASSET_INFO });

  const targets = await resolveTargets(app, items, body.SingleDocId, site.deploymentIndexId, async (asset) => {
    if (!(await canEditAsset(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.editAssetDenied);
  });
  const previews = body.PreviewAssetInfos ?? [];
  checkUniqueIds([
    ...targets.map((target) => ({ path: target.path, uniqueId: target.uniqueId })),
    ...previews.map((item, index) => ({ path: `body/PreviewAssetInfos/${index}`, uniqueId: item.UniqueId })),
  ]);
  const previewsByParent = planPreviews(previews, new Set(targets.map((target) => target.uniqueId)));
  const selection = await resolveSelection(app.db, site, {
    masterSetId: body.MasterSetId,
    subsetId: body.SubsetId,
    values: body.MetadataData,
  });
  await checkAssetFields(
    app.db,
    targets.map(({ path, info }) => ({ path, fields: info })),
  );

  const previewContainer = previewContainerOf(site);
  const storedPreviews = await app.db
    .select({ assetId: assetPreviews.assetId, blobName: assetPreviews.blobName })
    .from(assetPreviews)
    .where(
      and(
        eq(assetPreviews.containerName, previewContainer),
        inArray(
          assetPreviews.assetId,
          targets.map((target) => target.asset.assetId),
        ),
      ),
    );

  const updatedIds = await app.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const { info, asset } of targets) {
      if (faults.failsItem(info)) continue;
      await tx
        .update(assets)
        .set({ ...assetColumns(info), updatedByUserId: user.userId, updated: new Date() })
        .where(eq(assets.assetId, asset.assetId));
      await storeSelection(tx, asset.assetId, selection.fieldValueIds);
      ids.push(asset.assetId);
    }
    return ids;
  });

  const results: UploadAssetInfo[] = [];
  for (const { uniqueId, asset: before } of targets) {
    const failed = !updatedIds.includes(before.assetId);
    const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, before.assetId));
    const asset =
      !failed && stored && hasStoredFile(stored) ? await requeueProcessing(app, stored.assetId) : (stored ?? before);
    const taken = takenPreviewNames(
      storedPreviews.filter((row) => row.assetId === asset.assetId).map((row) => fileNameOfBlob(row.blobName)),
    );
    const found = previewResults(
      previewsByParent.get(uniqueId) ?? [],
      { assetId: asset.assetId, docId: asset.docId, failed },
      previewContainer,
      taken,
      faults,
    );
    results.push({
      UniqueId: uniqueId,
      ParentUniqueId: null,
      AssetId: asset.assetId,
      DocId: asset.docId,
      BlobName: asset.blobName,
      ContainerName: mainContainerOf(site),
      StoragePath: asset.storagePath,
      FileName: asset.fileName,
      OriginalFileName: asset.originalFileName,
      MimeType: asset.mimeType,
      filesize: asset.fileSize,
      IsVideo: asset.isVideo,
      HasError: failed,
      Error: failed ? faults.message : null,
      PreviewFound: found.length > 0,
      FoundPreviewAssetInfos: found,
      StatusId: asset.statusId,
      Status: failed ? 'error' : (asset.status ?? ''),
    });
  }
  const allFailed = results.every((result) => result.HasError);
  return answer({
    HasError: allFailed,
    Error: allFailed ? faults.message : null,
    AssetInfos: results,
    MasterSetId: selection.masterSetId,
    SubsetId: selection.subsetId,
  });
}
