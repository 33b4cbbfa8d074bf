import type {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  Collection,
  CollectionFormInput,
  CollectionInput,
  CollectionRoleCode,
  Group,
  GroupInput,
  GroupRoleCode,
} from '@portal/contracts';

// The limits live in contracts' schema module (not importable at run time); `typeof` keeps them equal.
/** The longest name of a collection or group (contracts COLLECTION_NAME_MAX_LENGTH / GROUP_NAME_MAX_LENGTH). */
export const NAME_MAX_LENGTH: typeof COLLECTION_NAME_MAX_LENGTH = 200;
/** The longest description (contracts COLLECTION_DESCRIPTION_MAX_LENGTH / GROUP_DESCRIPTION_MAX_LENGTH). */
export const DESCRIPTION_MAX_LENGTH: typeof COLLECTION_DESCRIPTION_MAX_LENGTH = 4000;

/** A member's role, the same three for collections and groups (spec §6). */
export type MemberRole = 'owner' | 'editor' | 'viewer';
export const MEMBER_ROLES: readonly { value: MemberRole; label: string }[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

/** A direct member as the forms edit it. */
export interface MemberEntry {
  userId: number;
  email: string;
  givenName: string | null;
  lastName: string | null;
  role: MemberRole;
}

/** What the edit panel and the members panels edit, for a collection or a group alike. */
export interface EntityFormValues {
  name: string;
  description: string;
  isConfidential: boolean;
  themeColor: string | null;
  secondaryThemeColor: string | null;
  members: MemberEntry[];
  userGroupIds: number[];
}

/** Spec §5: a collection or group is new when its id is missing, 0 or less. */
export const isNewEntity = (id: number | null | undefined): boolean => id === undefined || id === null || !(id > 0);

/** Spec §5: a user entry is ignored when its userId is 0 or less or its email is empty. */
export const isValidMember = (member: Pick<MemberEntry, 'userId' | 'email'>): boolean =>
  member.userId > 0 && member.email.trim() !== '';

const roleOf = (code: CollectionRoleCode | GroupRoleCode): MemberRole =>
  code.endsWith('Owner') ? 'owner' : code.endsWith('Editor') ? 'editor' : 'viewer';
const capital = (role: MemberRole) => `${role[0]!.toUpperCase()}${role.slice(1)}`;

/**
 * Spec §5 "new group or collection": confidential, empty name and description, the default theme (the server's
 * `defaults`: the site's theme colours, no images), no members.
 */
export function newEntityValues(defaults: CollectionFormInput['defaults']): EntityFormValues {
  return {
    name: defaults.name,
    description: defaults.description,
    isConfidential: defaults.isConfidential,
    themeColor: defaults.theme.themeColor,
    secondaryThemeColor: defaults.theme.secondaryThemeColor,
    members: [],
    userGroupIds: [],
  };
}

export function collectionValues(collection: Collection): EntityFormValues {
  return {
    name: collection.name,
    description: collection.description,
    isConfidential: collection.isConfidential,
    themeColor: collection.theme.themeColor,
    secondaryThemeColor: collection.theme.secondaryThemeColor,
    members: collection.collectionUsers.map(({ user, roleCode }) => ({ ...user, role: roleOf(roleCode) })),
    userGroupIds: collection.userGroups.map((group) => group.userGroupId),
  };
}

export function groupValues(group: Group): EntityFormValues {
  return {
    name: group.name,
    description: group.description,
    isConfidential: group.isConfidential,
    themeColor: group.theme.themeColor,
    secondaryThemeColor: group.theme.secondaryThemeColor,
    members: group.groupUsers.map(({ user, roleCode }) => ({ ...user, role: roleOf(roleCode) })),
    userGroupIds: group.userGroupIds,
  };
}

/** The theme of a save: colours only — spec §5 strips the hero and thumbnail images (they go through the theme call). */
const themeColours = (values: EntityFormValues) => ({
  themeColor: values.themeColor || null,
  secondaryThemeColor: values.secondaryThemeColor || null,
});

/** The collection of POST v2/collections / PUT v2/collections/save/{id}; members per spec §5. */
export function toCollectionInput(values: EntityFormValues, id?: number): CollectionInput {
  return {
    ...(isNewEntity(id) ? {} : { collectionId: id }),
    name: values.name.trim(),
    description: values.description,
    isConfidential: values.isConfidential,
    theme: themeColours(values),
    collectionUsers: values.members.filter(isValidMember).map((member) => ({
      user: { userId: member.userId, email: member.email },
      roleCode: `collection${capital(member.role)}` as CollectionRoleCode,
    })),
    userGroupIds: values.userGroupIds,
  };
}

/** The group of POST v2/groups / PUT v2/groups/{id}; members per spec §5. */
export function toGroupInput(values: EntityFormValues, id?: number): GroupInput {
  return {
    ...(isNewEntity(id) ? {} : { groupId: id }),
    name: values.name.trim(),
    description: values.description,
    isConfidential: values.isConfidential,
    theme: themeColours(values),
    groupUsers: values.members.filter(isValidMember).map((member) => ({
      user: { userId: member.userId, email: member.email, givenName: member.givenName, lastName: member.lastName },
      roleCode: `group${capital(member.role)}` as GroupRoleCode,
    })),
    userGroupIds: values.userGroupIds,
  };
}
