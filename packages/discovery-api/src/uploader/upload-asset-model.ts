import type { UploadAsset, UploaderAssetResponse } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { collectionAssets, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { loadAssetSelection } from '../metadata/metadata-selection.js';
import { type Db } from '../db/database.js';

/**
 * The answer of the uploader's entity fetches (spec §7: "Responses carry subsetId, masterSetId,
 * assetInfos[0] with masterset (setId, setFieldValues) and subset (fieldValue)"; @portal/contracts
 * UploaderAssetResponse). assetInfos[0] is the asset in its upload model (spec §3, UploadAsset) with its
 * selected values: masterset.setFieldValues those of the master set, subset.fieldValue those of its subset.
 */

export function toUploadAssetModel(asset: Asset, collectionIds: readonly number[]): UploadAsset {
  return {
    AssetId: asset.assetId,
    DocId: asset.docId,
    FileName: asset.fileName,
    OriginalFileName: asset.originalFileName,
    Title: asset.title,
    Description: asset.description,
    StatusId: asset.statusId,
    Status: asset.status,
    StatusError: asset.statusError,
    SubmissionDate: asset.submissionDate,
    ArchiveTierId: asset.archiveTierId,
    IsFeatured: asset.isFeatured,
    IsConfidential: asset.isConfidential,
    EstimatedValueId: asset.estimatedValueId,
    EngagementTypeId: asset.engagementTypeId,
    BusinessResultId: asset.businessResultId,
    NewBusinessUrl: asset.newBusinessUrl,
    CompanyLocationProfileEtc: asset.companyLocationProfileEtc,
    DefaultPreviewId: asset.defaultPreviewId,
    FileExtensionId: asset.fileExtensionId,
    PreviewSetId: asset.previewSetId,
    BlobName: asset.blobName,
    StoragePath: asset.storagePath,
    MimeType: asset.mimeType,
    FileSize: asset.fileSize,
    ExternalDocId: asset.externalDocId,
    IsVideo: asset.isVideo,
    VideoAssetId: asset.videoAssetId,
    CreatedByUser: asset.createdByUserId,
    ReferenceUrl: asset.referenceUrl,
    ExternalSource: asset.externalSource,
    ExternalId: asset.externalId,
    DeploymentIndexId: asset.deploymentIndexId,
    TermsAndConditions: asset.termsAndConditions,
    Notes: asset.notes,
    CollectionAssets: collectionIds.map((CollectionId) => ({ CollectionId })),
  };
}

/** The entity-fetch answer for a stored asset. */
export async function uploaderAssetResponse(
  db: Db,
  site: DeploymentIndex,
  asset: Asset,
): Promise<UploaderAssetResponse> {
  const selection = await loadAssetSelection(db, site, asset.assetId);
  const inCollections = await db
    .select({ collectionId: collectionAssets.collectionId })
    .from(collectionAssets)
    .where(eq(collectionAssets.assetId, asset.assetId))
    .orderBy(asc(collectionAssets.collectionId));
  return {
    subsetId: selection.subsetId,
    masterSetId: selection.masterSetId,
    assetInfos: [
      {
        ...toUploadAssetModel(
          asset,
          inCollections.map((row) => row.collectionId),
        ),
        masterset: { setId: selection.masterSetId, setFieldValues: selection.masterValues },
        subset: { setId: selection.subsetId, fieldValue: selection.subsetValues },
      },
    ],
  };
}
