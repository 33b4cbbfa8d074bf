import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { contactRole } from './enums.js';
import { userGroups } from './user-groups.js';
import { users } from './users.js';

/** The people credited on an asset; at most one is primary. */
export const contributors = pgTable(
  'contributors',
  {
    contributorId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    isPrimary: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('contributors_asset_id_user_id_idx').on(table.assetId, table.userId),
    uniqueIndex('contributors_one_primary_idx')
      .on(table.assetId)
      .where(sql`is_primary`),
    index('contributors_user_id_idx').on(table.userId),
  ],
);

/** A user's contact role on an asset (Author, Key Contact, Dashboard Access, …). */
export const assetContacts = pgTable(
  'asset_contacts',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    contactRole: contactRole().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.userId, table.contactRole] }),
    index('asset_contacts_user_id_idx').on(table.userId),
  ],
);

/** User groups given access to an asset (dashboard access requires one). */
export const assetUserGroups = pgTable(
  'asset_user_groups',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userGroupId: integer()
      .notNull()
      .references(() => userGroups.userGroupId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.userGroupId] }),
    index('asset_user_groups_user_group_id_idx').on(table.userGroupId),
  ],
);

/** Users assigned to an asset with the assetMember role. */
export const assetMembers = pgTable(
  'asset_members',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.userId] }),
    index('asset_members_user_id_idx').on(table.userId),
  ],
);

/** Users allowed to see a confidential asset. */
export const confidentialAssetUsers = pgTable(
  'confidential_asset_users',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.userId] }),
    index('confidential_asset_users_user_id_idx').on(table.userId),
  ],
);

export const contributorsRelations = relations(contributors, ({ one }) => ({
  asset: one(assets, { fields: [contributors.assetId], references: [assets.assetId] }),
  user: one(users, { fields: [contributors.userId], references: [users.userId] }),
}));

export const assetContactsRelations = relations(assetContacts, ({ one }) => ({
  asset: one(assets, { fields: [assetContacts.assetId], references: [assets.assetId] }),
  user: one(users, { fields: [assetContacts.userId], references: [users.userId] }),
}));

export const assetUserGroupsRelations = relations(assetUserGroups, ({ one }) => ({
  asset: one(assets, { fields: [assetUserGroups.assetId], references: [assets.assetId] }),
  userGroup: one(userGroups, { fields: [assetUserGroups.userGroupId], references: [userGroups.userGroupId] }),
}));

export const assetMembersRelations = relations(assetMembers, ({ one }) => ({
  asset: one(assets, { fields: [assetMembers.assetId], references: [assets.assetId] }),
  user: one(users, { fields: [assetMembers.userId], references: [users.userId] }),
}));

export const confidentialAssetUsersRelations = relations(confidentialAssetUsers, ({ one }) => ({
  asset: one(assets, { fields: [confidentialAssetUsers.assetId], references: [assets.assetId] }),
  user: one(users, { fields: [confidentialAssetUsers.userId], references: [users.userId] }),
}));

export type Contributor = typeof contributors.$inferSelect;
export type NewContributor = typeof contributors.$inferInsert;
export type AssetContact = typeof assetContacts.$inferSelect;
export type NewAssetContact = typeof assetContacts.$inferInsert;
export type AssetUserGroup = typeof assetUserGroups.$inferSelect;
export type NewAssetUserGroup = typeof assetUserGroups.$inferInsert;
export type AssetMember = typeof assetMembers.$inferSelect;
export type NewAssetMember = typeof assetMembers.$inferInsert;
export type ConfidentialAssetUser = typeof confidentialAssetUsers.$inferSelect;
export type NewConfidentialAssetUser = typeof confidentialAssetUsers.$inferInsert;
