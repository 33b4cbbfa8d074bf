import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';
import { InteractionInsight } from './insights.js';

/** A person on an asset (its uploader, a contributor) as the portal model carries them. */
export const AssetUser = Type.Object(
  { userId: Type.Integer(), givenName: NullableString, lastName: NullableString, email: Type.String() },
  { title: 'AssetUser' },
);
export type AssetUser = Static<typeof AssetUser>;

/** A contributor of an asset (Asset.contributors). */
const Contributor = Type.Object({ isPrimary: Type.Boolean(), user: AssetUser }, { title: 'Contributor' });
type Contributor = Static<typeof Contributor>;

/** One metadata value of an asset (Asset.selectedSet). Soft-deleted values are ignored (spec §5). */
const SelectedSetValue = Type.Object(
  {
    flattenedFieldName: Type.String(),
    flattenedFieldCode: Type.String(),
    value: Type.String(),
    softDeleted: Type.Boolean(),
  },
  { title: 'SelectedSetValue' },
);
type SelectedSetValue = Static<typeof SelectedSetValue>;

/** A user group an asset is assigned to (Asset.userGroups). */
export const AssetUserGroup = Type.Object(
  {
    userGroupId: Type.Integer(),
    name: Type.String(),
    deploymentIndexId: Type.Integer(),
    roleId: Type.Integer(),
  },
  { title: 'AssetUserGroup' },
);
export type AssetUserGroup = Static<typeof AssetUserGroup>;

/** File-type classes by extension (spec §3); a file of no class has none (null, or 'other' inside the server). */
export type FileTypeClass =
  | 'presentation'
  | 'image'
  | 'spreadsheet'
  | 'document'
  | 'video'
  | 'pdf'
  | 'html'
  | 'keynote'
  | 'audio'
  | 'indesign'
  | 'psd'
  | 'zip'
  | 'tiff';

/**
 * Spec §3 "Asset (portal model)", as POST v2/insights/assetsWithDocIds answers it (per lower-case doc id).
 * For a private asset the user may not open (isAccessible false) only what it is and when stays (ids, title,
 * file name, type, dates): its content fields (description, summary, summaryText, synopsis, token, storagePath
 * and every preview URL), its metadata values, its people (uploader, contributors), user groups, pins and
 * counters are withheld. thumbnailUrl is the authorised API path of the thumbnail; the …SasUrl fields, token
 * and PDF previews are 10-minute read SAS URLs; storagePath is the file's URL without a token. summaryText is
 * the summary (the server keeps summaries as plain text). No PDF renditions are made: defaultPdfPreview is the
 * file itself when it is a PDF, customPdfPreview an uploaded PDF preview. fileExtensionFileTypeCategory is a
 * FileTypeClass, or null for any other file.
 */
export const Asset = Type.Object(
  {
    assetId: Type.Integer(),
    docId: Type.String(),
    tempDocId: NullableString,
    title: Type.String(),
    description: NullableString,
    fileName: Type.String(),
    originalFileName: Type.String(),
    storagePath: Type.String(),
    token: Type.Union([Type.String(), Type.Null()], {
      description: "A 10-minute read SAS for the asset's file (storagePath?token), when the user may see it.",
    }),
    created: Type.String({ format: 'date-time' }),
    updated: NullableString,
    submissionDate: NullableString,
    deploymentIndexId: Type.Integer(),
    createdByUser: Type.Union([AssetUser, Type.Null()]),
    createdByUserId: NullableInteger,
    updatedByUserId: NullableInteger,
    contributors: Type.Array(Contributor),
    contentTypeName: NullableString,
    contentTypes: Type.Array(Type.String()),
    contentTypeGroups: Type.Array(Type.String()),
    thumbnailUrl: NullableString,
    thumbnailSasUrl: NullableString,
    fullSizePreviewSasUrl: NullableString,
    summary: NullableString,
    summaryText: NullableString,
    /** An image's ALT text and caption, written by its editors (e.g. with the AI writing assistants). */
    altText: Type.Optional(NullableString),
    imageCaption: Type.Optional(NullableString),
    selectedSet: Type.Array(SelectedSetValue),
    interactionInsight: Type.Union([InteractionInsight, Type.Null()]),
    isAccessible: Type.Boolean(),
    hasUserGroupAccess: Type.Boolean({
      description:
        'Whether the user may open the dashboard of this asset: dashboard access requires user-group access (spec §6).',
    }),
    defaultPdfPreview: Type.Union([Type.String(), Type.Null()], {
      description: "The asset's own file when it is a PDF (a SAS URL).",
    }),
    userGroups: Type.Array(AssetUserGroup),
    customPreviewFileUploaded: Type.Boolean(),
    hasThumbnailBeenGeneratedForCustomPreview: Type.Boolean(),
    customFullSizePreviewSasUrl: NullableString,
    customThumbnailSasUrl: NullableString,
    customPdfPreview: Type.Union([Type.String(), Type.Null()], {
      description: 'The newest uploaded PDF preview (a SAS URL).',
    }),
    fileExtensionFileTypeCategory: NullableString,
    synopsis: NullableString,
    pinnedCollections: Type.Array(Type.Integer(), { description: 'Ids of the collections that pin the asset.' }),
  },
  { title: 'PortalAsset' },
);
export type Asset = Static<typeof Asset>;
