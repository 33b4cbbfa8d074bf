import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';

/**
 * An asset as the uploader registers and edits it (spec §3 asset upload model, key AssetId), as the entity
 * fetches of v2/uploader answer it (assetInfos[0], with its selected values beside it: UploaderAssetInfo).
 * The model's per-field lists (Keywords, Topics, …) are not repeated: the selected values carry them.
 * Spec §3 also relates the rows ArchiveTier, BusinessResult, EngagementType and EstimatedValue; only their ids travel
 * here (ArchiveTierId, …): no screen shows those rows' names, so they stay in the server's lookup tables
 * (db/schema/asset-lookups.ts), which check every id an upload or edit sends.
 * Defaults per spec §3/§9: UPLOAD_ASSET_DEFAULTS (upload-asset-defaults.ts).
 */
export const UploadAsset = Type.Object(
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
export type UploadAsset = Static<typeof UploadAsset>;
