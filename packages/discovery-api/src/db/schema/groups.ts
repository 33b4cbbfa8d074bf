import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { collections } from './collections.js';
import { deploymentIndexes } from './deployments.js';
import { groupRoleCode } from './enums.js';
import { userGroups } from './user-groups.js';
import { users } from './users.js';

/** A group of collections. */
export const groups = pgTable(
  'groups',
  {
    groupId: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    isConfidential: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    isFeaturedDate: timestamp({ withTimezone: true }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    updatedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('groups_deployment_index_id_idx').on(table.deploymentIndexId),
    index('groups_created_by_user_id_idx').on(table.createdByUserId),
    index('groups_updated_by_user_id_idx').on(table.updatedByUserId),
  ],
);

/** Direct access: a user's owner, editor or viewer role on a group. */
export const groupUsers = pgTable(
  'group_users',
  {
    groupUserId: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleCode: groupRoleCode().notNull(),
  },
  (table) => [
    unique('group_users_group_id_user_id_unique').on(table.groupId, table.userId),
    index('group_users_user_id_idx').on(table.userId),
  ],
);

/** User-group access to a group. */
export const groupUserGroups = pgTable(
  'group_user_groups',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userGroupId: integer()
      .notNull()
      .references(() => userGroups.userGroupId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userGroupId] }),
    index('group_user_groups_user_group_id_idx').on(table.userGroupId),
  ],
);

/** The collections of a group. */
export const groupCollections = pgTable(
  'group_collections',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.collectionId] }),
    index('group_collections_collection_id_idx').on(table.collectionId),
  ],
);

/** The sites a group is featured on, with the date that orders featured lists. */
export const groupFeaturedIndexes = pgTable(
  'group_featured_indexes',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    featuredDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.deploymentIndexId] }),
    index('group_featured_indexes_deployment_index_id_idx').on(table.deploymentIndexId, table.featuredDate),
  ],
);

export const groupPins = pgTable(
  'group_pins',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_pins_user_id_idx').on(table.userId)],
);

export const groupStars = pgTable(
  'group_stars',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_stars_user_id_idx').on(table.userId),
  ],
);

export const groupsRelations = relations(groups, ({ many, one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [groups.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  createdByUser: one(users, { fields: [groups.createdByUserId], references: [users.userId] }),
  updatedByUser: one(users, { fields: [groups.updatedByUserId], references: [users.userId] }),
  groupUsers: many(groupUsers),
  groupUserGroups: many(groupUserGroups),
  groupCollections: many(groupCollections),
  featuredIndexes: many(groupFeaturedIndexes),
  pins: many(groupPins),
  stars: many(groupStars),
}));

export const groupUsersRelations = relations(groupUsers, ({ one }) => ({
  group: one(groups, { fields: [groupUsers.groupId], references: [groups.groupId] }),
  user: one(users, { fields: [groupUsers.userId], references: [users.userId] }),
}));

export const groupUserGroupsRelations = relations(groupUserGroups, ({ one }) => ({
  group: one(groups, { fields: [groupUserGroups.groupId], references: [groups.groupId] }),
  userGroup: one(userGroups, { fields: [groupUserGroups.userGroupId], references: [userGroups.userGroupId] }),
}));

export const groupCollectionsRelations = relations(groupCollections, ({ one }) => ({
  group: one(groups, { fields: [groupCollections.groupId], references: [groups.groupId] }),
  collection: one(collections, { fields: [groupCollections.collectionId], references: [collections.collectionId] }),
}));

export const groupFeaturedIndexesRelations = relations(groupFeaturedIndexes, ({ one }) => ({
  group: one(groups, { fields: [groupFeaturedIndexes.groupId], references: [groups.groupId] }),
}));

export const groupPinsRelations = relations(groupPins, ({ one }) => ({
  group: one(groups, { fields: [groupPins.groupId], references: [groups.groupId] }),
}));

export const groupStarsRelations = relations(groupStars, ({ one }) => ({
  group: one(groups, { fields: [groupStars.groupId], references: [groups.groupId] }),
}));

export type Group = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type GroupUser = typeof groupUsers.$inferSelect;
export type NewGroupUser = typeof groupUsers.$inferInsert;
export type GroupUserGroup = typeof groupUserGroups.$inferSelect;
export type NewGroupUserGroup = typeof groupUserGroups.$inferInsert;
export type GroupCollection = typeof groupCollections.$inferSelect;
export type NewGroupCollection = typeof groupCollections.$inferInsert;
export type GroupFeaturedIndex = typeof groupFeaturedIndexes.$inferSelect;
export type NewGroupFeaturedIndex = typeof groupFeaturedIndexes.$inferInsert;
export type GroupPin = typeof groupPins.$inferSelect;
export type NewGroupPin = typeof groupPins.$inferInsert;
export type GroupStar = typeof groupStars.$inferSelect;
export type NewGroupStar = typeof groupStars.$inferInsert;
