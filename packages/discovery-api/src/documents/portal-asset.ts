import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { thumbnailUrl } from '../assets/thumbnail-url.js';
import { signBlobSas } from '../blob/short-lived-sas.js';
import type { Asset, AssetPreview, DeploymentIndex, User } from '../db/schema/index.js';
import { fileTypeClass } from '../ingest/file-types.js';
import { choosePictures, previewSasUrl } from './asset-imagery.js';
import { valuesOf, type AssetFacts } from './asset-facts.js';
import { fileUrlOf } from './document-files.js';
import { InteractionInsight } from './interaction-insights.js';
import { contentTypesOf } from './search-document.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const PortalUser = Type.Object(
  { userId: Type.Integer(), givenName: NullableString, lastName: NullableString, email: Type.String() },
  { title: 'AssetUser' },
);

/**
 * Spec §3 "Asset (portal model)". For a private asset the user may not open (isAccessible false) only what
 * it is and when stays (ids, title, file name, type, dates): its content fields (description, summary,
 * summaryText, synopsis, token, storagePath and every preview URL), its metadata values, its people
 * (uploader, contributors), user groups, pins and counters are withheld. thumbnailUrl is the authorised API path of the thumbnail;
 * the …SasUrl fields, token and PDF previews are 10-minute read SAS URLs (asset-imagery.ts explains both);
 * storagePath is the file's URL without a token.
 * summaryText is the summary (this server keeps summaries as plain text). No PDF renditions are made:
 * defaultPdfPreview is the file itself when it is a PDF, customPdfPreview an uploaded PDF preview.
 */
export const PortalAsset = Type.Object(
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
    createdByUser: Type.Union([PortalUser, Type.Null()]),
    createdByUserId: Type.Union([Type.Integer(), Type.Null()]),
    updatedByUserId: Type.Union([Type.Integer(), Type.Null()]),
    contributors: Type.Array(Type.Object({ isPrimary: Type.Boolean(), user: PortalUser })),
    contentTypeName: NullableString,
    contentTypes: Type.Array(Type.String()),
    contentTypeGroups: Type.Array(Type.String()),
    thumbnailUrl: NullableString,
    thumbnailSasUrl: NullableString,
    fullSizePreviewSasUrl: NullableString,
    summary: NullableString,
    summaryText: NullableString,
    selectedSet: Type.Array(
      Type.Object({
        flattenedFieldName: Type.String(),
        flattenedFieldCode: Type.String(),
        value: Type.String(),
        softDeleted: Type.Boolean(),
      }),
    ),
    interactionInsight: Type.Union([InteractionInsight, Type.Null()]),
    isAccessible: Type.Boolean(),
    defaultPdfPreview: Type.Union([Type.String(), Type.Null()], {
      description: "The asset's own file when it is a PDF (a SAS URL).",
    }),
    userGroups: Type.Array(
      Type.Object({
        userGroupId: Type.Integer(),
        name: Type.String(),
        deploymentIndexId: Type.Integer(),
        roleId: Type.Integer(),
      }),
    ),
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
export type PortalAsset = Static<typeof PortalAsset>;

const toPortalUser = (user: User) => ({
  userId: user.userId,
  givenName: user.givenName,
  lastName: user.lastName,
  email: user.email,
});
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The synopsis of an asset: its own, else its summary cut to 200 characters (spec §9), at a word end. */
function synopsisOf(asset: Asset): string | null {
  if (asset.synopsis) return asset.synopsis;
  if (!asset.summary) return null;
  if (asset.summary.length <= 200) return asset.summary;
  const cut = asset.summary.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 150)).trimEnd()}…`;
}

export interface PortalAssetInput {
  asset: Asset;
  site: DeploymentIndex;
  facts: AssetFacts;
  previews: readonly AssetPreview[];
  insight: InteractionInsight | null;
  isAccessible: boolean;
}

export function toPortalAsset(
  app: FastifyInstance,
  { asset, site, facts, previews, insight, isAccessible }: PortalAssetInput,
): PortalAsset {
  const pictures = isAccessible ? choosePictures(asset, previews) : undefined;
  const fileSas =
    isAccessible && asset.blobName
      ? signBlobSas(app, { containerName: site.containerName, blobName: asset.blobName, access: 'read' })
      : undefined;
  const contentTypes = contentTypesOf(asset, facts);
  const category = fileTypeClass(asset.originalFileName || asset.fileName);
  const shown = <Value>(value: Value, withheld: Value) => (isAccessible ? value : withheld);
  return {
    assetId: asset.assetId,
    docId: asset.docId,
    tempDocId: asset.tempDocId,
    title: asset.title,
    description: isAccessible ? asset.description : null,
    fileName: asset.fileName,
    originalFileName: asset.originalFileName,
    storagePath: shown(fileUrlOf(app, site, asset), ''),
    token: fileSas?.token ?? null,
    created: asset.created.toISOString(),
    updated: iso(asset.updated),
    submissionDate: asset.submissionDate,
    deploymentIndexId: asset.deploymentIndexId,
    createdByUser: shown(facts.createdBy ? toPortalUser(facts.createdBy) : null, null),
    createdByUserId: shown(asset.createdByUserId, null),
    updatedByUserId: shown(asset.updatedByUserId, null),
    contributors: shown(
      facts.contributors.map((contributor) => ({
        isPrimary: contributor.isPrimary,
        user: toPortalUser(contributor.user),
      })),
      [],
    ),
    contentTypeName: contentTypes[0] ?? null,
    contentTypes,
    contentTypeGroups: shown(valuesOf(facts, 'content_type_groups'), []),
    thumbnailUrl: pictures?.thumbnail ? thumbnailUrl(asset.docId, 'thumbnail') : null,
    thumbnailSasUrl: previewSasUrl(app, pictures?.thumbnail),
    fullSizePreviewSasUrl: previewSasUrl(app, pictures?.preview),
    summary: isAccessible ? asset.summary : null,
    summaryText: isAccessible ? asset.summary : null,
    selectedSet: shown(
      facts.selectedSet.map((value) => ({
        flattenedFieldName: value.fieldName,
        flattenedFieldCode: value.fieldCode,
        value: value.value,
        softDeleted: value.softDeleted,
      })),
      [],
    ),
    interactionInsight: insight,
    isAccessible,
    defaultPdfPreview: fileSas && category === 'pdf' ? fileSas.sasUrl : null,
    userGroups: shown(
      facts.userGroups.map(({ userGroupId, name, deploymentIndexId, roleId }) => ({
        userGroupId,
        name,
        deploymentIndexId,
        roleId,
      })),
      [],
    ),
    customPreviewFileUploaded: asset.customPreviewFileUploaded,
    hasThumbnailBeenGeneratedForCustomPreview: asset.hasThumbnailBeenGeneratedForCustomPreview,
    customFullSizePreviewSasUrl: previewSasUrl(app, pictures?.custom),
    customThumbnailSasUrl: previewSasUrl(app, pictures?.custom),
    customPdfPreview: previewSasUrl(app, pictures?.pdf),
    fileExtensionFileTypeCategory: category === 'other' ? null : category,
    synopsis: isAccessible ? synopsisOf(asset) : null,
    pinnedCollections: shown(facts.pinnedCollectionIds, []),
  };
}
