import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';

/** The longest user group name. */
const USER_GROUP_NAME_MAX = 120;

const name = Type.String({ minLength: 1, maxLength: USER_GROUP_NAME_MAX, description: 'Unique on its site.' });
const roleId = Type.Integer({ minimum: 1, description: 'A site role (the role table): what its members may do.' });

/** POST v2/usergroups body: a new user group of a site. */
export const NewUserGroup = Type.Object(
  { deploymentIndexId: Type.Integer({ minimum: 1 }), name, roleId },
  { title: 'NewUserGroup' },
);
export type NewUserGroup = Static<typeof NewUserGroup>;

/** PUT v2/usergroups/{id} body: its new name, its new role, or both. */
export const UserGroupChanges = Type.Object(
  { name: Type.Optional(name), roleId: Type.Optional(roleId) },
  { title: 'UserGroupChanges', minProperties: 1 },
);
export type UserGroupChanges = Static<typeof UserGroupChanges>;

/** A member of a user group (GET v2/usergroups/{id}/members). */
export const UserGroupMember = Type.Object(
  {
    userId: Type.Integer(),
    email: Type.String(),
    name: NullableString,
    status: Type.String({ description: 'active or disabled.' }),
    lastLogin: Type.Union([Type.Null(), Type.String({ format: 'date-time' })], {
      description: 'null: added by email and not signed in yet.',
    }),
  },
  { title: 'UserGroupMember' },
);
export type UserGroupMember = Static<typeof UserGroupMember>;

/**
 * PUT v2/usergroups/{id}/members body: who to add, by user id, or by email. An email that is nobody's yet makes
 * the user ahead of their first sign-in (an outside provider's users appear when they first sign in; their access
 * is ready then).
 */
export const UserGroupMembersRequest = Type.Object(
  {
    userIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
    emails: Type.Optional(Type.Array(Type.String({ format: 'email', maxLength: 320 }), { maxItems: 500 })),
  },
  { title: 'UserGroupMembersRequest', minProperties: 1 },
);
export type UserGroupMembersRequest = Static<typeof UserGroupMembersRequest>;

/** PUT v2/users/{userId}/status body. */
export const UserStatusChange = Type.Object(
  { status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]) },
  { title: 'UserStatusChange' },
);
export type UserStatusChange = Static<typeof UserStatusChange>;
