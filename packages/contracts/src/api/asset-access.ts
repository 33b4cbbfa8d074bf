import { Type, type Static } from 'typebox';
import { PAGE_SIZES } from '../constants.js';
import { AssetUser, AssetUserGroup } from '../entities/asset.js';
import { Collection } from '../entities/collections.js';
import { InteractionInsight } from '../entities/insights.js';
import { MAX_DOC_IDS } from './documents.js';
import { PageOf, PagingQuery } from './schema-kit.js';

/**
 * The asset access calls of the content page (calls doc §6, §7; screens doc §6): the per-asset private-asset check,
 * who to ask for access, and the assignment of users (role assetMember) and user groups to an asset.
 */

/** The most users or user groups one assign call sets, and the most assets one user-group assign call changes. */
const MAX_ASSIGNMENTS = 500;
const MAX_ASSIGNED_ASSETS = 100;

/** The assignment roles of spec §6: a user assigned to an asset is an assetMember. */
const ASSET_MEMBER_ROLE = 'assetMember';

/** GET v2/assets/{id}/acl/checkPermission/accessPrivateAsset: whether the user may open this asset. */
export const PrivateAssetPermission = Type.Object(
  { accessPrivateAsset: Type.Boolean({ description: 'The user may open the asset (always true for a public one).' }) },
  { title: 'PrivateAssetPermission' },
);
export type PrivateAssetPermission = Static<typeof PrivateAssetPermission>;

/** GET v2/assets/{id}/info/uploader: who uploaded the asset (null when nobody is recorded). */
export const AssetUploaderInfo = Type.Object(
  { uploader: Type.Union([AssetUser, Type.Null()]) },
  { title: 'AssetUploaderInfo' },
);
export type AssetUploaderInfo = Static<typeof AssetUploaderInfo>;

/** GET v2/assets/{id}/info/contentAccessRequestInfo: the people an access request goes to (spec §6). */
export const ContentAccessRequestInfo = Type.Object(
  {
    uploader: Type.Union([AssetUser, Type.Null()]),
    siteAdministrators: Type.Array(AssetUser, { description: "The site's administrators, by name." }),
  },
  { title: 'ContentAccessRequestInfo' },
);
export type ContentAccessRequestInfo = Static<typeof ContentAccessRequestInfo>;

/** GET v2/assets/{id}/acl/assignments and the answer of POST …/acl/assign: the users assigned as assetMember. */
export const AssetAssignments = Type.Object(
  { assetId: Type.Integer(), role: Type.Literal(ASSET_MEMBER_ROLE), users: Type.Array(AssetUser) },
  { title: 'AssetAssignments' },
);
export type AssetAssignments = Static<typeof AssetAssignments>;

/** GET v2/assets/{id}/acl/assignments/availableUsers: the users of the asset's site not assigned yet, by name. */
export const AssetAvailableUsers = Type.Array(AssetUser, { title: 'AssetAvailableUsers' });
export type AssetAvailableUsers = Static<typeof AssetAvailableUsers>;

/** A user entry of POST v2/assets/{id}/acl/assign; ignored when userId is 0 or less or email is empty (spec §5). */
export const AssetAssignmentEntry = Type.Object(
  {
    userId: Type.Integer(),
    email: Type.String({ maxLength: 320 }),
    roleCode: Type.Literal(ASSET_MEMBER_ROLE),
  },
  { title: 'AssetAssignmentEntry' },
);
export type AssetAssignmentEntry = Static<typeof AssetAssignmentEntry>;

/**
 * POST v2/assets/{id}/acl/assign: the asset's assetMembers afterwards are exactly the users of userIds and of the
 * (not ignored) assignments.
 */
export const AssignUsersRequest = Type.Object(
  {
    userIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_ASSIGNMENTS }),
    assignments: Type.Array(AssetAssignmentEntry, { maxItems: MAX_ASSIGNMENTS }),
  },
  { title: 'AssignUsersRequest' },
);
export type AssignUsersRequest = Static<typeof AssignUsersRequest>;

/** GET v2/usergroups/assets/{id}/assignments: the user groups given access to the asset. */
export const AssetUserGroupAssignments = Type.Object(
  { assetId: Type.Integer(), userGroups: Type.Array(AssetUserGroup) },
  { title: 'AssetUserGroupAssignments' },
);
export type AssetUserGroupAssignments = Static<typeof AssetUserGroupAssignments>;

/** POST v2/usergroups/assets/assign: each asset of entityIds is given exactly the user groups of userGroupIds. */
export const AssignUserGroupsRequest = Type.Object(
  {
    entityIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_ASSIGNED_ASSETS }),
    userGroupIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_ASSIGNMENTS }),
  },
  { title: 'AssignUserGroupsRequest' },
);
export type AssignUserGroupsRequest = Static<typeof AssignUserGroupsRequest>;

/** POST v2/usergroups/assets/assign answer: each asset's user groups afterwards. */
export const AssetUserGroupAssignmentList = Type.Array(AssetUserGroupAssignments, {
  title: 'AssetUserGroupAssignmentList',
});
export type AssetUserGroupAssignmentList = Static<typeof AssetUserGroupAssignmentList>;

/** GET v2/insights/relatedCollections/{id} query (spec §9: 25 rows). */
export const RelatedCollectionsQuery = PagingQuery('RelatedCollectionsQuery', PAGE_SIZES.relatedRows);
export type RelatedCollectionsQuery = Static<typeof RelatedCollectionsQuery>;

/** GET v2/insights/relatedCollections/{id} answer: one page of the collections holding the asset. */
export const RelatedCollections = PageOf('RelatedCollections', Collection);
export type RelatedCollections = Static<typeof RelatedCollections>;

/** POST v2/assets/insights body: the assets whose interaction insights to answer. */
export const AssetInsightsRequest = Type.Object(
  { assetIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_DOC_IDS }) },
  { title: 'AssetInsightsRequest' },
);
export type AssetInsightsRequest = Static<typeof AssetInsightsRequest>;

/** POST v2/assets/insights answer: one interaction insight per asset the user may open, in the order asked. */
export const AssetInsightsList = Type.Array(InteractionInsight, { title: 'AssetInsightsList' });
export type AssetInsightsList = Static<typeof AssetInsightsList>;

/** POST v2/assets/{id}/share body: the users of the asset's site to tell, with an optional message. */
export const AssetShareRequest = Type.Object(
  {
    userIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
    message: Type.Optional(Type.String({ maxLength: 1000, description: 'Put into the notification each one gets.' })),
  },
  { title: 'AssetShareRequest' },
);
export type AssetShareRequest = Static<typeof AssetShareRequest>;

/** POST v2/assets/{id}/share answer. */
export const AssetShareResult = Type.Object(
  {
    notifiedUsers: Type.Array(Type.Integer(), { description: 'The users who got a notification.' }),
    cannotOpen: Type.Array(Type.Integer(), {
      description: 'Users left out: the asset is private and they may not open it (sharing gives no access).',
    }),
    insight: InteractionInsight,
  },
  { title: 'AssetShareResult' },
);
export type AssetShareResult = Static<typeof AssetShareResult>;
