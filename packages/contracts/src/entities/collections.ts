import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';
import { Asset, AssetUser } from './asset.js';
import { QuickLink } from './customization.js';
import { Theme } from './theme.js';
import type { CollectionRoleCode } from './user.js';

/** The collection role codes (spec §9): owner, editor, viewer. */
export const COLLECTION_ROLE_CODES = ['collectionOwner', 'collectionEditor', 'collectionViewer'] as const;

const roleCode = Type.Unsafe<CollectionRoleCode>(
  Type.Union(
    COLLECTION_ROLE_CODES.map((code) => Type.Literal(code)),
    { description: 'collectionOwner, collectionEditor or collectionViewer.' },
  ),
);

/** A user's direct access to a collection with its role (spec §3 Collection.collectionUsers, §6). */
const CollectionUser = Type.Object(
  {
    collectionUserId: Type.Integer(),
    collectionId: Type.Integer(),
    user: AssetUser,
    roleCode,
  },
  { title: 'CollectionUser' },
);
type CollectionUser = Static<typeof CollectionUser>;

/** A user group given access to a collection (spec §6 "user group access"): its members may see it, not change it. */
const CollectionUserGroupAccess = Type.Object(
  { userGroupId: Type.Integer(), name: Type.String() },
  { title: 'CollectionUserGroupAccess' },
);
type CollectionUserGroupAccess = Static<typeof CollectionUserGroupAccess>;

/**
 * An asset in a collection (spec §3 "Collection asset"); `pinned` puts it on the collection's pinboard. The asset
 * obeys the private-asset rule: one the user may not open has isAccessible false and no content fields.
 */
export const CollectionAsset = Type.Object(
  {
    collectionAssetId: Type.Integer(),
    collectionId: Type.Integer(),
    pinned: Type.Boolean(),
    asset: Asset,
  },
  { title: 'CollectionAsset' },
);
export type CollectionAsset = Static<typeof CollectionAsset>;

/**
 * A collection as the signed-in user sees it (spec §3 "Collection"). pinned and starred are the user's own;
 * isFeatured and isFeaturedDate are for the collection's site. collectionAssets holds only the pinned assets
 * (the pinboard) in GET v2/collections/get/{id} and is empty in lists: every asset is paged through
 * GET v2/collections/{id}/assets; collectionAssetsCount counts them all. isEditable: the user may change it
 * (its creator, an owner or editor, or a site administrator); canDelete: the user may delete it (its creator,
 * an owner or a site administrator).
 */
export const Collection = Type.Object(
  {
    collectionId: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
    isFeatured: Type.Boolean(),
    isFeaturedDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    isConfidential: Type.Boolean({ description: 'Only its members and the site administrators see it. New: true.' }),
    createdByUser: Type.Union([AssetUser, Type.Null()]),
    collectionAssets: Type.Array(CollectionAsset),
    collectionUsers: Type.Array(CollectionUser),
    userGroups: Type.Array(CollectionUserGroupAccess),
    collectionAssetsCount: Type.Integer(),
    pinned: Type.Boolean(),
    starred: Type.Boolean(),
    isSmart: Type.Boolean(),
    propositionId: NullableInteger,
    deploymentIndexFilterId: NullableInteger,
    nameWithId: Type.String({ description: "'<name> (<collectionId>)'." }),
    deploymentIndexId: Type.Integer(),
    isRelatedCollection: Type.Boolean(),
    theme: Theme,
    viewsCount: Type.Integer(),
    quickLinks: Type.Array(QuickLink),
    isEditable: Type.Boolean(),
    canDelete: Type.Boolean(),
  },
  { title: 'Collection' },
);
export type Collection = Static<typeof Collection>;

export const CollectionListType = Type.Union(
  [
    Type.Literal('my'),
    Type.Literal('shared'),
    Type.Literal('all-public'),
    Type.Literal('pinned'),
    Type.Literal('featured'),
    Type.Literal('starred'),
  ],
  {
    title: 'CollectionListType',
    description:
      'my: created or owned by the user; shared: shared with the user (a direct role or a user group) by someone else; ' +
      'all-public: every non-confidential one of the site; pinned, starred: the ones the user pinned or starred; ' +
      'featured: featured on the site (newest first).',
  },
);
export type CollectionListType = Static<typeof CollectionListType>;

/** One asset of a collection export for agents (spec §3 "Collection export item"). */
export const CollectionExportItem = Type.Object(
  {
    exportDate: Type.String({ format: 'date-time' }),
    source: Type.String(),
    sourceSite: Type.String(),
    docId: Type.String(),
    assetUrl: Type.String(),
    title: Type.String(),
    description: Type.String(),
    contentType: Type.String(),
    publishedDate: NullableString,
    assetVisibility: Type.String(),
    topics: Type.Array(Type.String()),
    keywords: Type.Array(Type.String()),
    keyContacts: Type.Array(Type.String()),
    agencies: Type.Array(Type.String()),
    capabilities: Type.Array(Type.String()),
    clients: Type.Array(Type.String()),
    brands: Type.Array(Type.String()),
    campaign: Type.Array(Type.String()),
    subIndustries: Type.Array(Type.String()),
    region: Type.Array(Type.String()),
    country: Type.Array(Type.String()),
    usageGuideLines: NullableString,
    content: Type.String(),
  },
  { title: 'CollectionExportItem' },
);
export type CollectionExportItem = Static<typeof CollectionExportItem>;

/** The export wrapper (spec §3): totalRecords, items, sizeInMb. */
export const CollectionExport = Type.Object(
  { totalRecords: Type.Integer(), items: Type.Array(CollectionExportItem), sizeInMb: Type.Number() },
  { title: 'CollectionExport' },
);
export type CollectionExport = Static<typeof CollectionExport>;
