import { relations } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { roles } from './roles.js';
import { users } from './users.js';

/** A user group carries one role on one site; its members get that role's permissions there. */
export const userGroups = pgTable(
  'user_groups',
  {
    userGroupId: serial().primaryKey(),
    name: text().notNull(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.roleId, { onDelete: 'restrict' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_groups_deployment_index_id_name_unique').on(table.deploymentIndexId, table.name),
    index('user_groups_role_id_idx').on(table.roleId),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    userGroupId: integer()
      .notNull()
      .references(() => userGroups.userGroupId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userGroupId, table.userId] }),
    index('user_group_members_user_id_idx').on(table.userId),
  ],
);

export const userGroupsRelations = relations(userGroups, ({ many, one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [userGroups.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  role: one(roles, { fields: [userGroups.roleId], references: [roles.roleId] }),
  members: many(userGroupMembers),
}));

export const userGroupMembersRelations = relations(userGroupMembers, ({ one }) => ({
  userGroup: one(userGroups, { fields: [userGroupMembers.userGroupId], references: [userGroups.userGroupId] }),
  user: one(users, { fields: [userGroupMembers.userId], references: [users.userId] }),
}));

export type UserGroup = typeof userGroups.$inferSelect;
export type NewUserGroup = typeof userGroups.$inferInsert;
export type UserGroupMember = typeof userGroupMembers.$inferSelect;
export type NewUserGroupMember = typeof userGroupMembers.$inferInsert;
