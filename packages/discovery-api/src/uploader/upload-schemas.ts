import { Type, type Static } from '@fastify/type-provider-typebox';
import { SelectedFieldValue } from './metadata-schemas.js';

/**
 * Payloads and answers of the uploader's POST calls (spec §3 uploader item, §7 register and update payloads),
 * PascalCase as the spec and @portal/contracts (api/uploader.ts) spell them. Items may carry more of the
 * uploader item's fields (loadedBytes, status_display, …): they are accepted and ignored.
 */

const NullableString = (options: { maxLength: number; description?: string }) =>
  Type.Union([Type.String(options), Type.Null()]);
const NullableId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

/** The asset fields (spec §3 asset upload model) an item may set; a field left out keeps its value (or default). */
export const AssetFieldsInput = {
  Title: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, description: 'Default: the file name without its extension.' }),
  ),
  Description: Type.Optional(NullableString({ maxLength: 20_000 })),
  SubmissionDate: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC).' })),
  IsConfidential: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  IsFeatured: Type.Optional(Type.Boolean({ description: 'Default false.' })),
  ArchiveTierId: Type.Optional(Type.Integer({ minimum: 1, description: 'Default 1.' })),
  EstimatedValueId: Type.Optional(NullableId),
  EngagementTypeId: Type.Optional(NullableId),
  BusinessResultId: Type.Optional(NullableId),
  ReferenceUrl: Type.Optional(NullableString({ maxLength: 2048 })),
  NewBusinessUrl: Type.Optional(NullableString({ maxLength: 2048 })),
  CompanyLocationProfileEtc: Type.Optional(NullableString({ maxLength: 2000 })),
  TermsAndConditions: Type.Optional(NullableString({ maxLength: 20_000 })),
  Notes: Type.Optional(NullableString({ maxLength: 20_000 })),
  ExternalSource: Type.Optional(NullableString({ maxLength: 500 })),
  ExternalId: Type.Optional(NullableString({ maxLength: 500 })),
  ExternalDocId: Type.Optional(NullableString({ maxLength: 500 })),
};

/** The longest FakeErrorMessage echoed; the rest is cut. */
const FAKE_ERROR_MAX_LENGTH = 200;

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
  NullableString({
    maxLength: 255,
    description: 'Content type the file will be stored with; default from the file extension.',
  }),
);

export const RegisterAssetInfo = Type.Object({
  UniqueId,
  FileName: Type.String({ minLength: 1, maxLength: 1024 }),
  OriginalFileName: Type.Optional(NullableString({ maxLength: 1024 })),
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

export const RegisterRequest = Type.Object({
  AssetInfos: Type.Array(RegisterAssetInfo, { maxItems: 500 }),
  DeploymentIndexId: Type.Integer({ minimum: 1 }),
  MasterSetId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: "Must be the site's master set; default it.",
    }),
  ),
  MetadataData,
  PreviewAssetInfos: Type.Optional(Type.Array(PreviewAssetInfo, { maxItems: 2000 })),
  UploadingAssets,
  ...TestFlags,
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const UpdateRequest = Type.Object({
  AssetInfos: Type.Array(UpdateAssetInfo, { maxItems: 500 }),
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
  PreviewAssetInfos: Type.Optional(Type.Array(PreviewAssetInfo, { maxItems: 2000 })),
  UploadingAssets,
  ...TestFlags,
});
export type UpdateRequest = Static<typeof UpdateRequest>;

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const PreviewResult = Type.Object(
  {
    UniqueId: Type.String(),
    ParentUniqueId: Type.String(),
    AssetId: NullableInteger,
    DocId: NullableText,
    BlobName: Type.Union([Type.String(), Type.Null()], {
      description: "Where to store the preview in the site's preview container.",
    }),
    ContainerName: Type.String(),
    FileName: Type.String(),
    MimeType: NullableText,
    HasError: Type.Boolean(),
    Error: NullableText,
    Status: Type.String(),
    FoundPreviewAssetInfos: Type.Array(Type.Object({}), {
      maxItems: 0,
      description: 'Always empty: previews have no previews.',
    }),
  },
  { title: 'UploadPreviewInfo' },
);
export type PreviewResult = Static<typeof PreviewResult>;

export const AssetInfoResult = Type.Object(
  {
    UniqueId: Type.String(),
    ParentUniqueId: Type.Null(),
    AssetId: NullableInteger,
    DocId: NullableText,
    BlobName: Type.Union([Type.String(), Type.Null()], {
      description: "Where to store the file in the site's main container, <DocId>/<file name>.",
    }),
    ContainerName: NullableText,
    StoragePath: NullableText,
    FileName: Type.String(),
    OriginalFileName: NullableText,
    MimeType: NullableText,
    filesize: NullableInteger,
    IsVideo: Type.Boolean(),
    HasError: Type.Boolean(),
    Error: NullableText,
    PreviewFound: Type.Boolean(),
    FoundPreviewAssetInfos: Type.Array(PreviewResult),
    StatusId: NullableInteger,
    Status: Type.String(),
  },
  { title: 'UploadAssetInfo' },
);
export type AssetInfoResult = Static<typeof AssetInfoResult>;

export const UploadResponse = Type.Object(
  {
    HasError: Type.Boolean({
      description: 'True when the request as a whole failed (BulkError, no asset info, every item failed).',
    }),
    Error: NullableText,
    AssetInfos: Type.Array(AssetInfoResult),
    DeploymentIndexId: Type.Integer(),
    MasterSetId: NullableInteger,
    SubsetId: NullableInteger,
  },
  { title: 'UploadResponse' },
);
export type UploadResponse = Static<typeof UploadResponse>;

/** The answer of a register or update call of a site: the fields given, the rest an empty success. */
export const uploadAnswerOf =
  (siteId: number) =>
  (fields: Partial<UploadResponse>): UploadResponse => ({
    HasError: false,
    Error: null,
    AssetInfos: [],
    DeploymentIndexId: siteId,
    MasterSetId: null,
    SubsetId: null,
    ...fields,
  });

/** The spec's words (§4, §8) and the defaults of the test flags. */
export const NO_ASSET_INFO = 'No asset info in request.';
export const DEFAULT_FAKE_ERROR = 'Error injected by the client (test flag).';

/** The failures a request's test flags ask for; none at all unless the server runs its tests (config.testFaults). */
export interface RequestedFaults {
  /** BulkError: the whole request fails, nothing stored. */
  bulk: boolean;
  /** InjectError of an item or preview: that one fails, not stored. */
  failsItem(item: { InjectError?: boolean }): boolean;
  /** The Error text of an asked-for failure: FakeErrorMessage as plain text, or the default. */
  message: string;
}

export function requestedFaults(
  testFaults: boolean,
  flags: { BulkError?: boolean; FakeErrorMessage?: string },
): RequestedFaults {
  if (!testFaults) return { bulk: false, failsItem: () => false, message: DEFAULT_FAKE_ERROR };
  return {
    bulk: Boolean(flags.BulkError),
    failsItem: (item) => Boolean(item.InjectError),
    message: plainFakeError(flags.FakeErrorMessage),
  };
}

/**
 * The uploader shows Error to the user, so the client's text is echoed as plain text only: tags removed, then any
 * `<`, `>` or `&` left, whitespace collapsed, cut to FAKE_ERROR_MAX_LENGTH characters. Nothing of it can render as
 * HTML, whatever the client does with it; text that was only markup gives the default.
 */
function plainFakeError(text: string | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, FAKE_ERROR_MAX_LENGTH).trim() || DEFAULT_FAKE_ERROR;
}
