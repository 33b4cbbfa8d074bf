import { Type, type Static } from 'typebox';
import { NullableString } from '../api/schema-kit.js';
import { Theme } from './theme.js';
import type { GroupRoleCode } from './user.js';

/** The group role codes (spec §9): owner and editor may change the group, a viewer may only see it. */
export const GroupMemberRole = Type.Union(
  [Type.Literal('groupOwner'), Type.Literal('groupEditor'), Type.Literal('groupViewer')],
  { title: 'GroupRoleCode' },
);
export type GroupMemberRole = Static<typeof GroupMemberRole> & GroupRoleCode;

/** A user as a group lists its members (spec §3 User: userId, givenName, lastName, email). */
export const GroupMemberUser = Type.Object(
  {
    userId: Type.Integer(),
    givenName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
  },
  { title: 'GroupMemberUser' },
);
export type GroupMemberUser = Static<typeof GroupMemberUser>;

/** Direct access: a user's role on a group. */
export const GroupUser = Type.Object(
  {
    groupUserId: Type.Integer(),
    groupId: Type.Integer(),
    user: GroupMemberUser,
    roleCode: GroupMemberRole,
  },
  { title: 'GroupUser' },
);
export type GroupUser = Static<typeof GroupUser>;

/**
 * A collection as a group lists it: only what a card shows. Only the collections the caller may see are
 * listed (confidential ones to their members and the site's administrators).
 */
export const GroupCollectionSummary = Type.Object(
  {
    collectionId: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    isConfidential: Type.Boolean(),
    isRelatedCollection: Type.Boolean({
      description: 'Flagged related (spec §4): shown first on the content pages of its assets.',
    }),
    collectionAssetsCount: Type.Integer(),
    thumbnailUrl: Type.Union([Type.String(), Type.Null()], {
      description: "The collection theme's thumbnail (v2/collections/theme/{id}/thumbnail?v=…), null without one.",
    }),
  },
  { title: 'GroupCollectionSummary' },
);
export type GroupCollectionSummary = Static<typeof GroupCollectionSummary>;

/** Membership computed for the signed-in user (spec §4: owner, editor if owner or editor, member if also viewer). */
const GroupMembership = Type.Object(
  {
    owners: Type.Array(GroupMemberUser, { description: 'The creator and the users with the groupOwner role.' }),
    editors: Type.Array(GroupMemberUser, { description: 'The users with the groupEditor role.' }),
    viewers: Type.Array(GroupMemberUser, { description: 'The users with the groupViewer role.' }),
    isMember: Type.Boolean({
      description: 'Owner, editor or viewer, or a member of a user group given access to the group.',
    }),
    isOwner: Type.Boolean(),
    isEditor: Type.Boolean({ description: 'True for owners and editors.' }),
    isEditable: Type.Boolean({
      description:
        "True for owners, editors and the site's administrators: the calls that change the group accept them.",
    }),
    canDelete: Type.Boolean({
      description: "True for owners and the site's administrators: DELETE v2/groups/{groupId} accepts them.",
    }),
  },
  { title: 'GroupMembership' },
);
type GroupMembership = Static<typeof GroupMembership>;

/** A group of collections (spec §3 Group), as GET v2/groups/{id} and the group lists answer it. */
export const Group = Type.Object(
  {
    groupId: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    isConfidential: Type.Boolean(),
    deploymentIndexId: Type.Integer(),
    theme: Theme,
    groupUsers: Type.Array(GroupUser),
    userGroupIds: Type.Array(Type.Integer(), {
      description: "User-group access: the site's user groups whose members may see the group.",
    }),
    pinned: Type.Boolean({ description: 'Pinned by the signed-in user.' }),
    starred: Type.Boolean({ description: 'Starred by the signed-in user.' }),
    isFeatured: Type.Boolean({ description: "Featured on the group's site." }),
    isFeaturedDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    collectionGroupsCount: Type.Integer({ description: 'How many of its collections the signed-in user may see.' }),
    featuredDeploymentIndexes: Type.Array(Type.Integer()),
    created: Type.String({ format: 'date-time' }),
    createdByUser: Type.Union([GroupMemberUser, Type.Null()]),
    updated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    updatedByUser: Type.Union([GroupMemberUser, Type.Null()]),
    collections: Type.Array(GroupCollectionSummary),
    appObjectSettingId: Type.Union([Type.Integer(), Type.Null()], {
      description: "The group's customization set, null without one.",
    }),
    ...GroupMembership.properties,
  },
  { title: 'Group' },
);
export type Group = Static<typeof Group>;

/** A group as the associate-collection dialog lists it (GET v2/collectionForm/availableGroupsForCollection). */
export const AvailableGroup = Type.Object(
  {
    groupId: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    isConfidential: Type.Boolean(),
    thumbnailUrl: NullableString,
    hasCollection: Type.Boolean({ description: 'The collection is already in this group.' }),
  },
  { title: 'AvailableGroup' },
);
export type AvailableGroup = Static<typeof AvailableGroup>;

/** A collection as the add-collections dialog lists it (GET v2/collectionForm/availableCollectionsForGroup). */
export const AvailableCollection = Type.Object(
  {
    ...GroupCollectionSummary.properties,
    inGroup: Type.Boolean({ description: 'The collection is already in this group.' }),
  },
  { title: 'AvailableCollection' },
);
export type AvailableCollection = Static<typeof AvailableCollection>;
