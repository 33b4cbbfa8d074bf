import { Type, type Static } from 'typebox';
import { CollectionListType } from '../entities/collections.js';
import { AvailableCollection, AvailableGroup, Group, GroupMemberRole } from '../entities/groups.js';
import { listCountFields } from './collections.js';
import { Nullable } from './schema-kit.js';

/** The most characters a group's name may have. */
const GROUP_NAME_MAX_LENGTH = 200;
/** The most characters a group's description may have. */
const GROUP_DESCRIPTION_MAX_LENGTH = 4000;

/** The list types of GET v2/groups (and v2/collections): default my. */
export const GroupListType = Type.Union(CollectionListType.anyOf, {
  title: 'GroupListType',
  description:
    "my: created or owned by you; shared: you are an editor or viewer or in a user group given access, and not an owner; all-public: the site's groups that are not confidential; pinned, starred: yours, among those you may see; featured: featured on the site, newest first.",
});
export type GroupListType = Static<typeof GroupListType>;

/** GET v2/groups query (page size 30, pages from 1). */
export const GroupListQuery = Type.Object(
  {
    type: Type.Optional(GroupListType),
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    rowsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 30 })),
    currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  },
  { title: 'GroupListQuery' },
);
export type GroupListQuery = Static<typeof GroupListQuery>;

/** GET v2/groups answer: one page of rows and the count of all of them. */
export const GroupPage = Type.Object(
  { rows: Type.Array(Group), count: Type.Integer(), currentPage: Type.Integer() },
  { title: 'GroupPage' },
);
export type GroupPage = Static<typeof GroupPage>;

/** GET v2/groups/count query. */
export const GroupCountQuery = Type.Object(
  { deploymentIndexId: Type.Integer({ minimum: 1 }) },
  { title: 'GroupCountQuery' },
);
export type GroupCountQuery = Static<typeof GroupCountQuery>;

/** GET v2/groups/count answer: count is every group of the site the user may see; then each list's size. */
export const GroupCount = Type.Object(listCountFields, { title: 'GroupCount' });
export type GroupCount = Static<typeof GroupCount>;

/** A member entry of a group save; ignored when user.userId is 0 or less or user.email is empty (spec §5). */
const GroupUserInput = Type.Object(
  {
    groupUserId: Type.Optional(Nullable(Type.Integer())),
    groupId: Type.Optional(Nullable(Type.Integer())),
    user: Type.Object({
      userId: Type.Integer(),
      email: Type.String({ maxLength: 320 }),
      givenName: Type.Optional(Nullable(Type.String())),
      lastName: Type.Optional(Nullable(Type.String())),
    }),
    roleCode: GroupMemberRole,
  },
  { title: 'GroupUserInput' },
);
type GroupUserInput = Static<typeof GroupUserInput>;

/**
 * The group of a save. Left out, a field keeps its value (a new group: isConfidential true, empty description,
 * no members). The theme's colours are saved; heroUrl and thumbnailUrl are ignored (images go through
 * PUT v2/groups/theme/{id}). groupUsers and userGroupIds, when given, replace the members.
 */
export const GroupInput = Type.Object(
  {
    groupId: Type.Optional(Nullable(Type.Integer())),
    name: Type.String({ maxLength: GROUP_NAME_MAX_LENGTH, description: 'Not empty, at most 200 characters.' }),
    description: Type.Optional(Nullable(Type.String({ maxLength: GROUP_DESCRIPTION_MAX_LENGTH }))),
    isConfidential: Type.Optional(Type.Boolean()),
    theme: Type.Optional(
      Nullable(
        Type.Object({
          themeEntityId: Type.Optional(Nullable(Type.Integer())),
          themeColor: Type.Optional(
            Nullable(Type.String({ maxLength: 9, description: 'CSS hex colour; null clears it.' })),
          ),
          secondaryThemeColor: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
          heroUrl: Type.Optional(Nullable(Type.String())),
          thumbnailUrl: Type.Optional(Nullable(Type.String())),
        }),
      ),
    ),
    groupUsers: Type.Optional(Type.Array(GroupUserInput, { maxItems: 500 })),
    userGroupIds: Type.Optional(
      Type.Array(Type.Integer(), { maxItems: 500, description: "User groups of the group's site given access." }),
    ),
  },
  { title: 'GroupInput' },
);
export type GroupInput = Static<typeof GroupInput>;

/** POST v2/groups and PUT v2/groups/{id} body. */
export const SaveGroupRequest = Type.Object(
  { group: GroupInput, deploymentIndexId: Type.Integer({ minimum: 1 }) },
  { title: 'SaveGroupRequest' },
);
export type SaveGroupRequest = Static<typeof SaveGroupRequest>;

/** DELETE v2/groups/{groupId} answer. */
export const DeletedGroup = Type.Object({ groupId: Type.Integer() }, { title: 'DeletedGroup' });
export type DeletedGroup = Static<typeof DeletedGroup>;

/** GET v2/groups/featured/{indexId} answer: newest isFeaturedDate first. */
export const FeaturedGroups = Type.Array(Group, { title: 'FeaturedGroups' });
export type FeaturedGroups = Static<typeof FeaturedGroups>;

/** PUT v2/groups/addCollections/{id} body: ids of collections of the group's site. */
export const AddCollectionsToGroupRequest = Type.Object(
  { collections: Type.Array(Type.Integer(), { maxItems: 500 }) },
  { title: 'AddCollectionsToGroupRequest' },
);
export type AddCollectionsToGroupRequest = Static<typeof AddCollectionsToGroupRequest>;

/** PUT v2/groups/associateCollectionToGroups/{collectionId} body: the groups the collection should be in. */
export const AssociateCollectionToGroupsRequest = Type.Object(
  { groupIds: Type.Array(Type.Integer(), { maxItems: 500 }) },
  { title: 'AssociateCollectionToGroupsRequest' },
);
export type AssociateCollectionToGroupsRequest = Static<typeof AssociateCollectionToGroupsRequest>;

/** PUT v2/groups/associateCollectionToGroups/{collectionId} answer. */
export const CollectionGroupIds = Type.Object(
  {
    collectionId: Type.Integer(),
    groupIds: Type.Array(Type.Integer(), { description: 'The groups it is in now, among those you may see.' }),
  },
  { title: 'CollectionGroupIds' },
);
export type CollectionGroupIds = Static<typeof CollectionGroupIds>;

/** GET v2/collectionForm/availableCollectionsForGroup and availableGroupsForCollection query. */
export const AvailableForQuery = Type.Object(
  { id: Type.Integer({ minimum: 1 }), deploymentIndex: Type.Integer({ minimum: 1 }) },
  { title: 'AvailableForQuery' },
);
export type AvailableForQuery = Static<typeof AvailableForQuery>;

export const AvailableCollections = Type.Array(AvailableCollection, { title: 'AvailableCollections' });
export type AvailableCollections = Static<typeof AvailableCollections>;

export const AvailableGroups = Type.Array(AvailableGroup, { title: 'AvailableGroups' });
export type AvailableGroups = Static<typeof AvailableGroups>;
