import { Type, type Static } from 'typebox';
import { PAGE_SIZES, SEARCH_QUERY_MAX_CHARS } from '../constants.js';
import { AssetUser } from '../entities/asset.js';
import { COLLECTION_ROLE_CODES, Collection, CollectionAsset, CollectionListType } from '../entities/collections.js';
import { OrderBy } from '../entities/search.js';
import { Theme } from '../entities/theme.js';
import { Role, UserGroup, type CollectionRoleCode } from '../entities/user.js';

/** The longest collection name the server accepts. */
export const COLLECTION_NAME_MAX_LENGTH = 200;
/** The longest collection description the server accepts. */
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 4000;

const rowsPerPage = Type.Integer({ minimum: 1, maximum: 200, default: PAGE_SIZES.lists, description: 'Default 30.' });
const siteId = Type.Integer({ minimum: 1, description: 'The site (deployment index).' });

/** GET v2/collections query (page size 30, spec §9). */
export const CollectionListQuery = Type.Object(
  {
    type: Type.Optional(CollectionListType),
    deploymentIndexId: siteId,
    rowsPerPage: Type.Optional(rowsPerPage),
    currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'From 1.' })),
  },
  { title: 'CollectionListQuery' },
);
export type CollectionListQuery = Static<typeof CollectionListQuery>;

/** GET v2/collections answer: one page of the list and the size of the whole list. */
export const CollectionList = Type.Object(
  { rows: Type.Array(Collection), count: Type.Integer() },
  { title: 'CollectionList' },
);
export type CollectionList = Static<typeof CollectionList>;

/** GET v2/collections/count query. */
export const CollectionCountQuery = Type.Object({ deploymentIndexId: siteId }, { title: 'CollectionCountQuery' });
export type CollectionCountQuery = Static<typeof CollectionCountQuery>;

/** The answer of GET v2/collections/count and v2/groups/count: count is every one of the site the user may see; then each list's size. */
export const listCountFields = {
  count: Type.Integer(),
  my: Type.Integer(),
  shared: Type.Integer(),
  allPublic: Type.Integer(),
  pinned: Type.Integer(),
  featured: Type.Integer(),
  starred: Type.Integer(),
};

/** GET v2/collections/count answer. */
export const CollectionCounts = Type.Object(listCountFields, { title: 'CollectionCounts' });
export type CollectionCounts = Static<typeof CollectionCounts>;

/** Optional site scope of the calls by collection id: a collection of another site then answers 404. */
export const CollectionScopeQuery = Type.Object(
  { deploymentIndexId: Type.Optional(siteId) },
  { title: 'CollectionScopeQuery' },
);
export type CollectionScopeQuery = Static<typeof CollectionScopeQuery>;

/** A member entry of a save: the user (by id; email must be theirs) and the role. Ignored when userId ≤ 0 or email empty. */
const CollectionUserInput = Type.Object(
  {
    user: Type.Object({ userId: Type.Integer(), email: Type.String({ maxLength: 320 }) }),
    roleCode: Type.Unsafe<CollectionRoleCode>(Type.Union(COLLECTION_ROLE_CODES.map((code) => Type.Literal(code)))),
  },
  { title: 'CollectionUserInput' },
);
type CollectionUserInput = Static<typeof CollectionUserInput>;

/** The theme colours of a save; heroUrl and thumbnailUrl are stripped (spec §5): images go through v2/collections/theme. */
const CollectionThemeInput = Type.Object(
  {
    themeColor: Type.Optional(Type.Union([Type.String({ maxLength: 9 }), Type.Null()])),
    secondaryThemeColor: Type.Optional(Type.Union([Type.String({ maxLength: 9 }), Type.Null()])),
  },
  { title: 'CollectionThemeInput' },
);
type CollectionThemeInput = Static<typeof CollectionThemeInput>;

/**
 * The collection of a save. Missing fields keep their stored value (new: empty description, isConfidential true).
 * collectionUsers and userGroupIds, when present, replace the direct users and the user-group access; the
 * creator always stays an owner. Other fields of a Collection may be sent back and are ignored.
 */
export const CollectionInput = Type.Object(
  {
    collectionId: Type.Optional(Type.Integer({ description: 'Missing or ≤ 0: a new collection (POST only).' })),
    name: Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH }),
    description: Type.Optional(Type.String({ maxLength: COLLECTION_DESCRIPTION_MAX_LENGTH })),
    isConfidential: Type.Optional(Type.Boolean()),
    theme: Type.Optional(Type.Union([CollectionThemeInput, Type.Null()])),
    collectionUsers: Type.Optional(Type.Array(CollectionUserInput, { maxItems: 500 })),
    userGroupIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
  },
  { title: 'CollectionInput' },
);
export type CollectionInput = Static<typeof CollectionInput>;

/** POST v2/collections body (create). */
export const CreateCollectionRequest = Type.Object(
  { collection: CollectionInput, deploymentIndexId: siteId },
  { title: 'CreateCollectionRequest' },
);
export type CreateCollectionRequest = Static<typeof CreateCollectionRequest>;

/** PUT v2/collections/save/{collectionId} body (update); deploymentIndexId, when given, must be the collection's site. */
export const SaveCollectionRequest = Type.Object(
  { collection: CollectionInput, deploymentIndexId: Type.Optional(siteId) },
  { title: 'SaveCollectionRequest' },
);
export type SaveCollectionRequest = Static<typeof SaveCollectionRequest>;

/** DELETE v2/collections/{id} answer. */
export const DeletedCollection = Type.Object(
  { collectionId: Type.Integer(), deleted: Type.Literal(true) },
  { title: 'DeletedCollection' },
);
export type DeletedCollection = Static<typeof DeletedCollection>;

/** GET v2/collections/{id}/assets query (page size 30). */
export const CollectionAssetsQuery = Type.Object(
  {
    rowsPerPage: Type.Optional(rowsPerPage),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'From 1.' })),
    pinned: Type.Optional(Type.Boolean({ description: 'true: only pinned assets; false: only the others.' })),
    deploymentIndexId: Type.Optional(siteId),
  },
  { title: 'CollectionAssetsQuery' },
);
export type CollectionAssetsQuery = Static<typeof CollectionAssetsQuery>;

/** GET v2/collections/{id}/assets answer: pinned assets first, then the newest added. */
export const CollectionAssetsPage = Type.Object(
  { rows: Type.Array(CollectionAsset), count: Type.Integer(), currentPage: Type.Integer() },
  { title: 'CollectionAssetsPage' },
);
export type CollectionAssetsPage = Static<typeof CollectionAssetsPage>;

/** POST v2/collections/setRelated body. */
export const SetRelatedCollectionRequest = Type.Object(
  { collectionId: Type.Integer({ minimum: 1 }), isRelated: Type.Boolean() },
  { title: 'SetRelatedCollectionRequest' },
);
export type SetRelatedCollectionRequest = Static<typeof SetRelatedCollectionRequest>;

/** POST v2/{collections|groups}/insights/views body: the collections or groups (at most 100). */
export const EntityViewsRequest = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }) },
  { title: 'EntityViewsRequest' },
);
export type EntityViewsRequest = Static<typeof EntityViewsRequest>;

/** POST v2/{collections|groups}/insights/views answer entry: who viewed it and when, newest first. */
export const EntityViewsEntry = Type.Object(
  {
    entity: Type.Object({ externalId: Type.String({ description: 'The collection or group id.' }) }),
    views: Type.Array(Type.Object({ userId: Type.Integer(), date: Type.String({ format: 'date-time' }) })),
  },
  { title: 'EntityViewsEntry' },
);
export type EntityViewsEntry = Static<typeof EntityViewsEntry>;

/**
 * POST v2/{collections|groups}/insights/views answer: one entry per id the user may see, in the order asked (ids
 * that are unknown, of a site the user may not use or of a confidential one they may not see are left out).
 */
export const EntityViewsList = Type.Array(EntityViewsEntry, { title: 'EntityViewsList' });
export type EntityViewsList = Static<typeof EntityViewsList>;

/** POST v2/{collections|groups}/{id}/insights/likes body: whether the signed-in user likes it. */
export const EntityLikeRequest = Type.Object({ liked: Type.Boolean() }, { title: 'EntityLikeRequest' });
export type EntityLikeRequest = Static<typeof EntityLikeRequest>;

/**
 * GET v2/collections/{id}/assets/search query: the search of POST v2/search restricted to the collection's assets
 * (page size 30, spec §9; newest published first when no words or an order is given). queryType 'semantic' or
 * semantic=true searches by meaning, 'hybrid' both; anything else is keyword search. The enrichments of POST
 * v2/search's query parameters are on unless turned off.
 */
export const CollectionAssetSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_CHARS })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1, description: 'From 1.' })),
    rowsPerPage: Type.Optional(rowsPerPage),
    orderBy: Type.Optional(Type.Union([...OrderBy.anyOf, Type.Literal('')])),
    queryType: Type.Optional(Type.String({ maxLength: 20 })),
    semantic: Type.Optional(Type.Boolean()),
    deploymentIndexId: Type.Optional(siteId),
    fetchThumbnails: Type.Optional(Type.Boolean({ default: true })),
    thumbnailType: Type.Optional(Type.String({ maxLength: 50 })),
    fetchInteractionMetrics: Type.Optional(Type.Boolean({ default: true })),
    fetchVisibility: Type.Optional(Type.Boolean({ default: true })),
  },
  { title: 'CollectionAssetSearchQuery' },
);
export type CollectionAssetSearchQuery = Static<typeof CollectionAssetSearchQuery>;

/** POST v2/assets/{assetId}/pin and /unpin body: the collections (holding the asset) to pin or unpin it in. */
export const PinAssetRequest = Type.Object(
  { collectionIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) },
  { title: 'PinAssetRequest' },
);
export type PinAssetRequest = Static<typeof PinAssetRequest>;

/** POST v2/assets/{assetId}/pin and /unpin answer: the collections that now pin the asset, among those the user may see. */
export const AssetPins = Type.Object(
  { assetId: Type.Integer(), pinnedCollections: Type.Array(Type.Integer()) },
  { title: 'AssetPins' },
);
export type AssetPins = Static<typeof AssetPins>;

/**
 * GET v2/collectionForm/input/{indexId}: what the create/edit panel needs. users: the site's users (members of
 * its user groups) to pick members from; userGroups: the site's user groups for user-group access; roles: the
 * collection roles; defaults: a new collection (spec §5: id 0, empty name and description, isConfidential true,
 * the site's theme colours as the default theme, no images).
 */
export const CollectionFormInput = Type.Object(
  {
    deploymentIndexId: Type.Integer(),
    users: Type.Array(AssetUser),
    userGroups: Type.Array(UserGroup),
    roles: Type.Array(Role),
    defaults: Type.Object({
      collectionId: Type.Literal(0),
      name: Type.Literal(''),
      description: Type.Literal(''),
      isConfidential: Type.Literal(true),
      theme: Theme,
    }),
  },
  { title: 'CollectionFormInput' },
);
export type CollectionFormInput = Static<typeof CollectionFormInput>;
