import { Type, type Static } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { collectionAssets, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { SetFieldValue } from './metadata-schemas.js';
import { loadAssetSelection } from './metadata-selection.js';
import type { Db } from './metadata-sets.js';

/**
 * The answer of the uploader's entity fetches (spec §7: "Responses carry subsetId, masterSetId,
 * assetInfos[0] with masterset (setId, setFieldValues) and subset (fieldValue)"). assetInfos[0] is the
 * asset in its upload model (spec §3, PascalCase like @portal/contracts UploadAsset) with its selected
 * values: masterset.setFieldValues those of the master set, subset.fieldValue those of its subset.
 * The model's per-field lists (Keywords, Topics, …) are not repeated: the selected values carry them.
 */

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const UploadAssetModel = Type.Object(
  {
    AssetId: Type.Integer({ description: '0 for a new asset (getAssetWithDefaults).' }),
    DocId: NullableString,
    FileName: Type.String(),
    OriginalFileName: Type.String(),
    Title: Type.String(),
    Description: NullableString,
    StatusId: Type.Integer(),
    Status: NullableString,
    StatusError: NullableString,
    SubmissionDate: Type.String({ description: 'YYYY-MM-DD' }),
    ArchiveTierId: Type.Integer(),
    IsFeatured: Type.Boolean(),
    IsConfidential: Type.Boolean(),
    EstimatedValueId: NullableInteger,
    EngagementTypeId: NullableInteger,
    BusinessResultId: NullableInteger,
    NewBusinessUrl: NullableString,
    CompanyLocationProfileEtc: NullableString,
    DefaultPreviewId: NullableInteger,
    FileExtensionId: NullableInteger,
    PreviewSetId: NullableInteger,
    BlobName: NullableString,
    StoragePath: NullableString,
    MimeType: NullableString,
    FileSize: NullableInteger,
    ExternalDocId: NullableString,
    IsVideo: Type.Boolean(),
    VideoAssetId: NullableString,
    CreatedByUser: Type.Union([Type.Integer(), Type.Null()], { description: 'userId of the uploader.' }),
    ReferenceUrl: NullableString,
    ExternalSource: NullableString,
    ExternalId: NullableString,
    DeploymentIndexId: Type.Integer(),
    TermsAndConditions: NullableString,
    Notes: NullableString,
    CollectionAssets: Type.Array(Type.Object({ CollectionId: Type.Integer() })),
  },
  { title: 'UploadAsset' },
);
export type UploadAssetModel = Static<typeof UploadAssetModel>;

export const UploaderAssetInfo = Type.Object(
  {
    ...UploadAssetModel.properties,
    masterset: Type.Object({ setId: NullableInteger, setFieldValues: Type.Array(SetFieldValue) }),
    subset: Type.Object({ setId: NullableInteger, fieldValue: Type.Array(SetFieldValue) }),
  },
  { title: 'UploaderAssetInfo' },
);
export type UploaderAssetInfo = Static<typeof UploaderAssetInfo>;

export const UploaderAssetResponse = Type.Object(
  {
    subsetId: NullableInteger,
    masterSetId: NullableInteger,
    assetInfos: Type.Array(UploaderAssetInfo, { minItems: 1, maxItems: 1 }),
  },
  { title: 'UploaderAssetResponse' },
);
export type UploaderAssetResponse = Static<typeof UploaderAssetResponse>;

export function toUploadAssetModel(asset: Asset, collectionIds: readonly number[]): UploadAssetModel {
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
