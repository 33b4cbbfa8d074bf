import type { Asset as PortalAsset, InteractionInsight } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { thumbnailUrl } from './thumbnail-url.js';
import { signBlobSas } from '../blob/short-lived-sas.js';
import type { Asset, AssetPreview, DeploymentIndex, User } from '../db/schema/index.js';
import { fileTypeClass } from '../media/file-types.js';
import { choosePictures, previewSasUrl } from './asset-imagery.js';
import { valuesOf, type AssetFacts, contentTypesOf } from './asset-facts.js';
import { fileUrlOf } from './asset-files.js';

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
  /** Dashboard access (spec §6: through user-group access; assets/dashboard-access.ts). */
  hasUserGroupAccess: boolean;
  /** The collections it is pinned in that the user may see (entities/entity-access.ts pinnedCollectionsSeenBy). */
  pinnedCollectionIds: readonly number[];
}

/**
 * The portal model of an asset (@portal/contracts Asset, spec §3 "Asset (portal model)"); for a private asset
 * the user may not open (isAccessible false) its content fields, metadata values, people, user groups and pins
 * are withheld, as the contract describes.
 */
export function toPortalAsset(
  app: FastifyInstance,
  { asset, site, facts, previews, insight, isAccessible, hasUserGroupAccess, pinnedCollectionIds }: PortalAssetInput,
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
    altText: isAccessible ? asset.altText : null,
    imageCaption: isAccessible ? asset.imageCaption : null,
    selectedSet: shown(
      facts.selectedSet.map((value) => ({
        flattenedFieldName: value.fieldName,
        flattenedFieldCode: value.fieldCode,
        value: value.value,
        softDeleted: value.softDeleted,
      })),
      [],
    ),
    interactionInsight: shown(insight, null),
    isAccessible,
    hasUserGroupAccess,
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
    pinnedCollections: shown([...pinnedCollectionIds], []),
  };
}
