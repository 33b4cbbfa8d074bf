import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from './schema-kit.js';

/**
 * The calls that change an asset's files (calls doc §7): a replacement file kept as a new version
 * (POST v2/assets/{id}/versions), an added preview (POST v2/assets/{id}/preview) and the asset's imagery
 * replaced (POST v2/assets/{id}/replaceAssetImagery).
 */

/** Content types a preview may have: pictures the portal shows, and PDF (the portal has PDF previews). */
export const PREVIEW_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** PREVIEW_CONTENT_TYPES in words, for descriptions and messages. */
export const PREVIEW_TYPES_TEXT = 'a PNG, JPEG, WebP or GIF image, or a PDF';

/** A preview of an asset in the site's preview container (POST v2/uploader/markPreviewAsUploaded answer, Preview). */
export const AssetPreview = Type.Object(
  {
    assetPreviewId: Type.Integer(),
    assetId: Type.Integer(),
    docId: Type.String(),
    containerName: Type.String(),
    blobName: Type.String(),
    fileName: NullableString,
    mimeType: NullableString,
    useAsThumbnail: Type.Boolean(),
    isDefaultPreview: Type.Boolean(),
  },
  { title: 'AssetPreview' },
);
export type AssetPreview = Static<typeof AssetPreview>;

/**
 * POST v2/assets/{id}/preview and replaceAssetImagery body, multipart/form-data (described for OpenAPI only:
 * the server reads the parts itself).
 */
export const AssetPreviewForm = Type.Object({
  assetId: Type.Optional(Type.Integer({ description: 'Must equal the id in the path when sent.' })),
  file: Type.String({ format: 'binary', description: `${PREVIEW_TYPES_TEXT}, at most 20 MB.` }),
  useAsThumbnail: Type.Optional(
    Type.Boolean({ description: "Make it the asset's default preview (thumbnail). Default false." }),
  ),
});
export type AssetPreviewForm = Static<typeof AssetPreviewForm>;

/** POST v2/assets/{id}/preview and replaceAssetImagery answer (201): the stored preview and the previews it replaced. */
export const StoredAssetPreview = Type.Object(
  { ...AssetPreview.properties, replacedPreviewIds: Type.Array(Type.Integer()) },
  { title: 'StoredAssetPreview' },
);
export type StoredAssetPreview = Static<typeof StoredAssetPreview>;

/** POST v2/assets/{id}/versions body. */
export const AssetVersionRequest = Type.Object({
  assetId: Type.Optional(Type.Integer({ description: 'Must equal the id in the path when sent.' })),
  storagePath: Type.String({
    minLength: 1,
    maxLength: 4096,
    description: "<DocId>/<file name> in the site's main container, or the blob's URL.",
  }),
});
export type AssetVersionRequest = Static<typeof AssetVersionRequest>;

/** An earlier file of an asset (AssetVersions.versions). */
const AssetVersion = Type.Object({
  assetVersionId: Type.Integer(),
  storagePath: Type.String(),
  createdByUserId: NullableInteger,
  created: Type.String({ format: 'date-time' }),
});
type AssetVersion = Static<typeof AssetVersion>;

/** POST v2/assets/{id}/versions answer (201): the asset's current file and its earlier ones. */
export const AssetVersions = Type.Object(
  {
    assetId: Type.Integer(),
    docId: Type.String(),
    blobName: Type.String(),
    storagePath: Type.String(),
    fileName: Type.String(),
    mimeType: NullableString,
    fileSize: NullableInteger,
    statusId: Type.Integer(),
    status: NullableString,
    versions: Type.Array(AssetVersion, { description: 'Earlier files of the asset, newest first.' }),
  },
  { title: 'AssetVersions' },
);
export type AssetVersions = Static<typeof AssetVersions>;
