import { Type, type Static } from 'typebox';
import { SelectedFieldValue, SetFieldValue } from '../entities/metadata.js';
import { UploadAsset } from '../entities/upload-asset.js';
import { AssetPreview } from './asset-files.js';
import { ApiError } from './common.js';
import { NullableInteger, NullableString } from './schema-kit.js';

/**
 * The uploader's calls (calls doc §7 "Uploader calls"): the entity fetches (GET v2/uploader/<name>) and the
 * POST v2/uploader/<name> calls, PascalCase as the spec spells its payloads.
 */

/** Uploader item status values (calls doc §4). */
type UploadStatus = 'none - unregistered' | 'error' | (string & {});

/**
 * One file in the upload console (calls doc §3 "Uploader item"): the uploader's own state of a file, not a
 * payload. The register and update calls take the fields they read from it; the rest are accepted and ignored.
 */
export interface UploadItem {
  BlobName: string | null;
  StoragePath: string | null;
  file?: File;
  Status: UploadStatus;
  status_display: string;
  UniqueId: string;
  ParentUniqueId: string | null;
  AssetId: number | null;
  DocId: string | null;
  HasError: boolean;
  Error: string;
  FileName: string;
  OriginalFileName: string;
  filesize: number;
  loadedBytes: number;
  loadedPercentage: number;
  IsVideo: boolean;
  /** The previews the register answer named for this file. */
  FoundPreviewAssetInfos: UploadPreviewInfo[];
  PreviewFound: boolean;
  MarkAsUploaded: boolean;
  MimeType: string | null;
  AlreadyUploaded: boolean;
  ShortLivedSas: string | null;
  /** The container the register answer named for this file (main files: the site's; previews: its preview container). */
  ContainerName?: string | null;
  /** Test flag: asks the server to fail this item. */
  InjectError?: boolean;
  /**
   * The portal's, not the spec's: once the file is marked uploaded, the console follows its processing on the server
   * (GET v2/uploader/getMyRecentUploads): the asset's StatusId (ASSET_STATUS_ID), and while processing has failed, its
   * reason (also appended to Error).
   */
  ProcessingStatusId?: number | null;
  ProcessingError?: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Register and update (POST v2/uploader/saveAssetWithMetadata, updateAssetWithMetadata). Items may carry more of
// the uploader item's fields (loadedBytes, status_display, …): they are accepted and ignored.

const NullableText = (options: { maxLength: number; description?: string }) =>
  Type.Union([Type.String(options), Type.Null()]);
const NullableId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

/** The asset fields (spec §3 asset upload model) an item may set; a field left out keeps its value (or default). */
const AssetFieldsInput = {
  Title: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, description: 'Default: the file name without its extension.' }),
  ),
  Description: Type.Optional(NullableText({ maxLength: 20_000 })),
  SubmissionDate: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC).' })),
  IsConfidential: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  IsFeatured: Type.Optional(Type.Boolean({ description: 'Default false.' })),
  ArchiveTierId: Type.Optional(Type.Integer({ minimum: 1, description: 'Default 1.' })),
  EstimatedValueId: Type.Optional(NullableId),
  EngagementTypeId: Type.Optional(NullableId),
  BusinessResultId: Type.Optional(NullableId),
  ReferenceUrl: Type.Optional(NullableText({ maxLength: 2048 })),
  NewBusinessUrl: Type.Optional(NullableText({ maxLength: 2048 })),
  CompanyLocationProfileEtc: Type.Optional(NullableText({ maxLength: 2000 })),
  TermsAndConditions: Type.Optional(NullableText({ maxLength: 20_000 })),
  Notes: Type.Optional(NullableText({ maxLength: 20_000 })),
  ExternalSource: Type.Optional(NullableText({ maxLength: 500 })),
  ExternalId: Type.Optional(NullableText({ maxLength: 500 })),
  ExternalDocId: Type.Optional(NullableText({ maxLength: 500 })),
};

/** The longest FakeErrorMessage the server echoes; the rest is cut. */
export const FAKE_ERROR_MAX_LENGTH = 200;

const UniqueId = Type.String({
  minLength: 1,
  maxLength: 200,
  description: "The uploader's id of the item; answers are matched to items by it.",
});
const TEST_MODE_ONLY = 'Honoured only by a server running its tests (PORTAL_TEST_FAULTS=on); ignored otherwise.';
const InjectError = Type.Optional(
  Type.Boolean({
    description: `Test flag: the server fails this item (Error: FakeErrorMessage, or a default text). ${TEST_MODE_ONLY}`,
  }),
);
const MimeType = Type.Optional(
  NullableText({
    maxLength: 255,
    description: 'Content type the file will be stored with; default from the file extension.',
  }),
);

/** A file to register (saveAssetWithMetadata body, AssetInfos). */
export const RegisterAssetInfo = Type.Object({
  UniqueId,
  FileName: Type.String({ minLength: 1, maxLength: 1024 }),
  OriginalFileName: Type.Optional(NullableText({ maxLength: 1024 })),
  MimeType,
  filesize: Type.Integer({
    minimum: 1,
    description: 'Size in bytes; markAsUploaded checks the stored file against it.',
  }),
  IsVideo: Type.Optional(Type.Boolean()),
  InjectError,
  ...AssetFieldsInput,
});
export type RegisterAssetInfo = Static<typeof RegisterAssetInfo>;

/** A preview of a file of the request (register and update bodies, PreviewAssetInfos). */
export const PreviewAssetInfo = Type.Object({
  UniqueId,
  ParentUniqueId: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'UniqueId of the item (in AssetInfos) this is a preview of.',
  }),
  FileName: Type.String({ minLength: 1, maxLength: 1024 }),
  MimeType,
  filesize: Type.Optional(Type.Integer({ minimum: 1 })),
  InjectError,
});
export type PreviewAssetInfo = Static<typeof PreviewAssetInfo>;

/** An asset to update (updateAssetWithMetadata body, AssetInfos). */
export const UpdateAssetInfo = Type.Object({
  UniqueId: Type.Optional(UniqueId),
  AssetId: Type.Optional(Type.Integer({ minimum: 1 })),
  DocId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  AlreadyUploaded: Type.Optional(Type.Boolean()),
  InjectError,
  ...AssetFieldsInput,
});
export type UpdateAssetInfo = Static<typeof UpdateAssetInfo>;

const TestFlags = {
  BulkError: Type.Optional(
    Type.Boolean({
      description: `Test flag: the whole request fails (HasError, Error: FakeErrorMessage); nothing is stored. ${TEST_MODE_ONLY}`,
    }),
  ),
  FakeErrorMessage: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: `Test flag: the Error text of the failures asked for, as plain text (tags and < > & removed, at most ${FAKE_ERROR_MAX_LENGTH} characters). ${TEST_MODE_ONLY}`,
    }),
  ),
};
const MetadataData = Type.Array(SelectedFieldValue, {
  maxItems: 2000,
  description: 'The selected set values (fieldId, profileFieldValueId) every asset of the request gets.',
});
const UploadingAssets = Type.Optional(
  Type.Array(Type.Object({}), {
    maxItems: 2000,
    description:
      "The client's list of items in transfer; not needed by the server, accepted for the client's bookkeeping.",
  }),
);

/**
 * The most files one register or update call takes: a call's work is one transaction, which the embedded database runs
 * alone, so a batch is kept to what takes a fraction of a second. The upload console registers a larger upload in
 * batches of this size.
 */
export const UPLOAD_BATCH_MAX = 10;
/** The most previews one call takes (a few for each of its files). */
const UPLOAD_PREVIEWS_MAX = 10 * UPLOAD_BATCH_MAX;

/** POST v2/uploader/saveAssetWithMetadata body: files to register with their metadata. */
export const RegisterUploadRequest = Type.Object({
  AssetInfos: Type.Array(RegisterAssetInfo, {
    maxItems: UPLOAD_BATCH_MAX,
    description: `At most ${UPLOAD_BATCH_MAX} files a call: register larger uploads in batches.`,
  }),
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  MasterSetId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: "Must be the site's master set; default it.",
    }),
  ),
  MetadataData,
  PreviewAssetInfos: Type.Optional(Type.Array(PreviewAssetInfo, { maxItems: UPLOAD_PREVIEWS_MAX })),
  UploadingAssets,
  ...TestFlags,
});
export type RegisterUploadRequest = Static<typeof RegisterUploadRequest>;

/** POST v2/uploader/updateAssetWithMetadata body: assets' fields and selected values, and their new previews. */
export const UpdateUploadRequest = Type.Object({
  AssetInfos: Type.Array(UpdateAssetInfo, { maxItems: UPLOAD_BATCH_MAX }),
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  SingleDocId: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
      description:
        'The asset of a single edit: used for items without AssetId or DocId, or alone when AssetInfos is empty.',
    }),
  ),
  MasterSetId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  SubsetId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  MetadataData,
  PreviewAssetInfos: Type.Optional(Type.Array(PreviewAssetInfo, { maxItems: UPLOAD_PREVIEWS_MAX })),
  UploadingAssets,
  ...TestFlags,
});
export type UpdateUploadRequest = Static<typeof UpdateUploadRequest>;

/** A preview named by a register or update answer (UploadAssetInfo.FoundPreviewAssetInfos). */
export const UploadPreviewInfo = Type.Object(
  {
    UniqueId: Type.String(),
    ParentUniqueId: Type.String(),
    AssetId: NullableInteger,
    DocId: NullableString,
    BlobName: Type.Union([Type.String(), Type.Null()], {
      description: "Where to store the preview in the site's preview container.",
    }),
    ContainerName: Type.String(),
    FileName: Type.String(),
    MimeType: NullableString,
    HasError: Type.Boolean(),
    Error: NullableString,
    Status: Type.String(),
    FoundPreviewAssetInfos: Type.Array(Type.Object({}), {
      maxItems: 0,
      description: 'Always empty: previews have no previews.',
    }),
  },
  { title: 'UploadPreviewInfo' },
);
export type UploadPreviewInfo = Static<typeof UploadPreviewInfo>;

/** A file of a register or update answer (UploadResponse.AssetInfos): where to store it, or its error. */
export const UploadAssetInfo = Type.Object(
  {
    UniqueId: Type.String(),
    ParentUniqueId: Type.Null(),
    AssetId: NullableInteger,
    DocId: NullableString,
    BlobName: Type.Union([Type.String(), Type.Null()], {
      description: "Where to store the file in the site's main container, <DocId>/<file name>.",
    }),
    ContainerName: NullableString,
    StoragePath: NullableString,
    FileName: Type.String(),
    OriginalFileName: NullableString,
    MimeType: NullableString,
    filesize: NullableInteger,
    IsVideo: Type.Boolean(),
    HasError: Type.Boolean(),
    Error: NullableString,
    PreviewFound: Type.Boolean(),
    FoundPreviewAssetInfos: Type.Array(UploadPreviewInfo),
    StatusId: NullableInteger,
    Status: Type.String(),
  },
  { title: 'UploadAssetInfo' },
);
export type UploadAssetInfo = Static<typeof UploadAssetInfo>;

/** POST v2/uploader/saveAssetWithMetadata and updateAssetWithMetadata answer. */
export const UploadResponse = Type.Object(
  {
    HasError: Type.Boolean({
      description: 'True when the request as a whole failed (BulkError, no asset info, every item failed).',
    }),
    Error: NullableString,
    AssetInfos: Type.Array(UploadAssetInfo),
    DeploymentIndexId: Type.Integer(),
    MasterSetId: NullableInteger,
    SubsetId: NullableInteger,
  },
  { title: 'UploadResponse' },
);
export type UploadResponse = Static<typeof UploadResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Marking files uploaded, previews, video and processing.

/** POST v2/uploader/markAsUploaded body: the uploader item's key and where its file went. */
export const MarkAsUploadedRequest = Type.Object({
  AssetId: Type.Integer({ minimum: 1 }),
  DocId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  UniqueId: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  BlobName: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  StoragePath: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()])),
});
export type MarkAsUploadedRequest = Static<typeof MarkAsUploadedRequest>;

/** POST v2/uploader/markAsUploaded answer (spec §7 response fields: HasError, Error, Status). */
export const MarkUploadedResult = Type.Object(
  {
    HasError: Type.Boolean(),
    Error: NullableString,
    AssetId: Type.Integer(),
    DocId: Type.String(),
    UniqueId: NullableString,
    BlobName: NullableString,
    StoragePath: NullableString,
    MimeType: NullableString,
    filesize: NullableInteger,
    IsVideo: Type.Boolean(),
    StatusId: Type.Integer(),
    Status: NullableString,
  },
  { title: 'MarkUploadedResult' },
);
export type MarkUploadedResult = Static<typeof MarkUploadedResult>;

/** POST v2/uploader/markAsUploaded answer 409: the stored file is not the registered one (the reason twice). */
export const MarkUploadedRefusal = Type.Object(
  { ...ApiError.properties, ...MarkUploadedResult.properties },
  { title: 'MarkUploadedRefusal' },
);
export type MarkUploadedRefusal = Static<typeof MarkUploadedRefusal>;

const AssetKey = {
  AssetId: Type.Integer({ minimum: 1 }),
  DocId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  UniqueId: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
};

/** POST v2/uploader/triggerVideoIndexingUploader and processThumbnailsOnFileReplacement body: the asset's key. */
export const UploaderAssetKey = Type.Object(AssetKey);
export type UploaderAssetKey = Static<typeof UploaderAssetKey>;

/** POST v2/uploader/markPreviewAsUploaded body. */
export const MarkPreviewAsUploadedRequest = Type.Object({
  ...AssetKey,
  BlobName: Type.String({ minLength: 1, maxLength: 4096 }),
  ParentUniqueId: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  useAsThumbnail: Type.Optional(Type.Boolean()),
});
export type MarkPreviewAsUploadedRequest = Static<typeof MarkPreviewAsUploadedRequest>;

/** POST v2/uploader/markPreviewAsUploaded answer: the recorded preview. */
export const MarkPreviewUploadedResult = Type.Object(
  {
    HasError: Type.Boolean(),
    Error: NullableString,
    UniqueId: NullableString,
    ParentUniqueId: NullableString,
    Status: Type.String(),
    Preview: AssetPreview,
  },
  { title: 'MarkPreviewUploadedResult' },
);
export type MarkPreviewUploadedResult = Static<typeof MarkPreviewUploadedResult>;

/** POST v2/uploader/processThumbnailsOnFileReplacement answer: the asset's ids and its processing status now. */
export const AssetProcessingState = Type.Object(
  {
    HasError: Type.Boolean(),
    Error: NullableString,
    AssetId: Type.Integer(),
    DocId: Type.String(),
    UniqueId: NullableString,
    StatusId: Type.Integer(),
    Status: NullableString,
  },
  { title: 'AssetProcessingState' },
);
export type AssetProcessingState = Static<typeof AssetProcessingState>;

/** POST v2/uploader/triggerVideoIndexingUploader answer: the processing status and the video state. */
export const VideoIndexingState = Type.Object(
  { ...AssetProcessingState.properties, IsVideo: Type.Boolean(), VideoState: Type.String() },
  { title: 'VideoIndexingState' },
);
export type VideoIndexingState = Static<typeof VideoIndexingState>;

// ---------------------------------------------------------------------------------------------------------------
// Metadata values the uploader adds (POST v2/uploader/createNewMetadata, createEdge).

/** POST v2/uploader/createNewMetadata body: a value the uploader typed, added to a field of the site's sets. */
export const NewMetadataValueRequest = Type.Object({
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  FieldId: Type.Integer({ minimum: 1 }),
  FieldValue: Type.String({ minLength: 1, maxLength: 500 }),
});
export type NewMetadataValueRequest = Static<typeof NewMetadataValueRequest>;

/** POST v2/uploader/createNewMetadata answer (201 added, 200 already there): the value to select. */
export const NewMetadataValue = Type.Object(
  {
    profileFieldValueId: Type.Integer(),
    fieldId: Type.Integer(),
    fieldName: Type.String(),
    fieldCode: Type.String(),
    value: Type.String(),
    order: Type.Integer(),
    softDeleted: Type.Boolean(),
    created: Type.Boolean({ description: 'False when the field already had this value (compared without case).' }),
  },
  { title: 'NewMetadataValue' },
);
export type NewMetadataValue = Static<typeof NewMetadataValue>;

/** POST v2/uploader/createEdge body: a metadata edge (spec §3), a value placed under a parent value. */
export const MetadataEdgeInput = Type.Object({
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  FieldCode: Type.String({ minLength: 1, maxLength: 200 }),
  FieldName: Type.Optional(Type.String({ maxLength: 500, description: "Ignored: the field's own name is stored." })),
  FieldValue: Type.String({ minLength: 1, maxLength: 500 }),
  FieldOrder: Type.Optional(Type.Integer({ description: "Default the value's order." })),
  ParentFieldCode: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  ParentFieldName: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  ParentFieldValue: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  ParentFieldOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type MetadataEdgeInput = Static<typeof MetadataEdgeInput>;

// ---------------------------------------------------------------------------------------------------------------
// Entity fetches (spec §7 "Entity fetches (name plus query)"): GET v2/uploader/<name>?<query>.

const SiteId = Type.Integer({ minimum: 1 });
const DocId = Type.String({ minLength: 1, maxLength: 200 });

/** GET v2/uploader/getMetadataSets query (deploymentIndexId left out: the user's current site). */
export const MetadataSetsQuery = Type.Object({ deploymentIndexId: Type.Optional(SiteId) });
export type MetadataSetsQuery = Static<typeof MetadataSetsQuery>;

/** GET v2/uploader/getUploaderSetById query. */
export const UploaderSetQuery = Type.Object({ setid: Type.Integer({ minimum: 1 }), deploymentIndexId: SiteId });
export type UploaderSetQuery = Static<typeof UploaderSetQuery>;

/** GET v2/uploader/getAssetForEditing and getAssetForCollections query. */
export const UploaderAssetQuery = Type.Object({ docid: DocId });
export type UploaderAssetQuery = Static<typeof UploaderAssetQuery>;

/** GET v2/uploader/getAssetWithDefaults query. */
export const AssetDefaultsQuery = Type.Object({ deploymentindexid: SiteId });
export type AssetDefaultsQuery = Static<typeof AssetDefaultsQuery>;

/** assetInfos[0] of the entity fetches: the asset in its upload model with its selected values. */
export const UploaderAssetInfo = Type.Object(
  {
    ...UploadAsset.properties,
    masterset: Type.Object({ setId: NullableInteger, setFieldValues: Type.Array(SetFieldValue) }),
    subset: Type.Object({ setId: NullableInteger, fieldValue: Type.Array(SetFieldValue) }),
  },
  { title: 'UploaderAssetInfo' },
);
export type UploaderAssetInfo = Static<typeof UploaderAssetInfo>;

/**
 * GET v2/uploader/getAssetForEditing and getAssetWithDefaults answer (spec §7: "Responses carry subsetId,
 * masterSetId, assetInfos[0] with masterset (setId, setFieldValues) and subset (fieldValue)").
 */
export const UploaderAssetResponse = Type.Object(
  {
    subsetId: NullableInteger,
    masterSetId: NullableInteger,
    assetInfos: Type.Array(UploaderAssetInfo, { minItems: 1, maxItems: 1 }),
  },
  { title: 'UploaderAssetResponse' },
);
export type UploaderAssetResponse = Static<typeof UploaderAssetResponse>;

/** GET v2/uploader/getAssetForCollections answer: the asset, its collections and those the user may add it to. */
export const UploaderAssetCollections = Type.Object(
  {
    ...UploaderAssetResponse.properties,
    collections: Type.Array(SetFieldValue, {
      description: "The asset's collections among those the user may add to (the 'collections' values to merge with).",
    }),
    availableCollections: Type.Array(SetFieldValue, {
      description: "The site's collections the user may add the asset to, by name.",
    }),
  },
  { title: 'UploaderAssetCollections' },
);
export type UploaderAssetCollections = Static<typeof UploaderAssetCollections>;

// ---------------------------------------------------------------------------------------------------------------
// Collections of assets (POST v2/uploader/saveAssetCollections, updateAssetCollections).

/** POST v2/uploader/saveAssetCollections and updateAssetCollections body. */
export const AssetCollectionsRequest = Type.Object({
  AssetInfos: Type.Optional(
    Type.Array(
      Type.Object({
        UniqueId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        AssetId: Type.Optional(Type.Integer({ minimum: 1 })),
        DocId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      }),
      { maxItems: 500 },
    ),
  ),
  SingleDocId: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  MetadataData: Type.Array(
    Type.Object({
      fieldId: Type.Optional(Type.Integer({ description: "The 'collections' pseudo-field: 0." })),
      profileFieldValueId: Type.Integer({ minimum: 1, description: 'A collection id.' }),
    }),
    { maxItems: 500, description: 'The selected collections (getAssetForCollections values).' },
  ),
});
export type AssetCollectionsRequest = Static<typeof AssetCollectionsRequest>;

/** POST v2/uploader/saveAssetCollections and updateAssetCollections answer: each asset's collections afterwards. */
export const AssetCollectionsResult = Type.Object(
  {
    HasError: Type.Boolean(),
    Error: NullableString,
    AssetInfos: Type.Array(
      Type.Object({
        UniqueId: Type.String(),
        AssetId: Type.Integer(),
        DocId: Type.String(),
        HasError: Type.Boolean(),
        Error: NullableString,
        Collections: Type.Array(SetFieldValue, {
          description: "The asset's collections among those the user may add to, after the call.",
        }),
      }),
    ),
  },
  { title: 'AssetCollectionsResult' },
);
export type AssetCollectionsResult = Static<typeof AssetCollectionsResult>;

// ---------------------------------------------------------------------------------------------------------------
// The signed-in user's recent uploads on a site and how their processing went: GET v2/uploader/getMyRecentUploads.
// The upload console follows its files' processing with it, and after a reload shows what is still being
// processed or failed (the portal's own call: the spec's console forgets everything with the page).

/**
 * An asset's processing state, the StatusId of the uploader's answers (asset_statuses, spec §3): registered, its file
 * uploaded, being indexed (queued, a step, or waiting to try again), indexed, or failed (the reason in StatusError).
 */
export const ASSET_STATUS_ID = { registered: 1, uploaded: 2, indexing: 3, indexed: 4, error: 5 } as const;

/** How far back the recent uploads go, and how many are answered at most (the latest changed first). */
export const RECENT_UPLOADS = { days: 7, max: 50 } as const;

/** GET v2/uploader/getMyRecentUploads query. */
export const RecentUploadsQuery = Type.Object({ deploymentIndexId: SiteId }, { title: 'RecentUploadsQuery' });
export type RecentUploadsQuery = Static<typeof RecentUploadsQuery>;

/** One of the user's uploads with its processing status (StatusId: ASSET_STATUS_ID). */
export const RecentUpload = Type.Object(
  {
    AssetId: Type.Integer(),
    DocId: Type.String(),
    FileName: Type.String(),
    Title: Type.String(),
    FileSize: NullableInteger,
    MimeType: NullableString,
    IsVideo: Type.Boolean(),
    StatusId: Type.Integer(),
    Status: NullableString,
    StatusError: Type.Union([Type.String(), Type.Null()], {
      description: 'Why processing failed, in plain words; null unless it did (or a try is to be repeated).',
    }),
    Created: Type.String({ format: 'date-time' }),
    Updated: Type.String({ format: 'date-time', description: 'When its status last changed.' }),
  },
  { title: 'RecentUpload' },
);
export type RecentUpload = Static<typeof RecentUpload>;

/**
 * GET v2/uploader/getMyRecentUploads answer: the caller's own uploads on the site whose file reached storage, of the
 * last RECENT_UPLOADS.days days, latest changed first, at most RECENT_UPLOADS.max. Nobody else's uploads, ever.
 */
export const RecentUploads = Type.Object({ Uploads: Type.Array(RecentUpload) }, { title: 'RecentUploads' });
export type RecentUploads = Static<typeof RecentUploads>;
