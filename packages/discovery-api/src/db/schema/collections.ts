import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { deploymentIndexes } from './deployments.js';
import { collectionRoleCode } from './enums.js';
import { userGroups } from './user-groups.js';
import { users } from './users.js';

export const collections = pgTable(
  'collections',
  {
    collectionId: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    isFeatured: boolean().notNull().default(false),
    isFeaturedDate: timestamp({ withTimezone: true }),
    isConfidential: boolean().notNull().default(true),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    isSmart: boolean().notNull().default(false),
    propositionId: integer(),
    deploymentIndexFilterId: integer(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    isRelatedCollection: boolean().notNull().default(false),
    viewsCount: integer().notNull().default(0),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collections_deployment_index_id_idx').on(table.deploymentIndexId),
    index('collections_created_by_user_id_idx').on(table.createdByUserId),
  ],
);

/** An asset in a collection; `pinned` keeps it on top of that collection. */
export const collectionAssets = pgTable(
  'collection_assets',
  {
    collectionAssetId: serial().primaryKey(),
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    pinned: boolean().notNull().default(false),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('collection_assets_collection_id_asset_id_unique').on(table.collectionId, table.assetId),
    index('collection_assets_asset_id_idx').on(table.assetId),
  ],
);

/** Direct access: a user's owner, editor or viewer role on a collection. */
export const collectionUsers = pgTable(
  'collection_users',
  {
    collectionUserId: serial().primaryKey(),
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleCode: collectionRoleCode().notNull(),
  },
  (table) => [
    unique('collection_users_collection_id_user_id_unique').on(table.collectionId, table.userId),
    index('collection_users_user_id_idx').on(table.userId),
  ],
);

/** User-group access to a collection. */
export const collectionUserGroups = pgTable(
  'collection_user_groups',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    userGroupId: integer()
      .notNull()
      .references(() => userGroups.userGroupId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userGroupId] }),
    index('collection_user_groups_user_group_id_idx').on(table.userGroupId),
  ],
);

/** The sites a collection is featured on, with the date that orders featured lists. */
export const collectionFeaturedIndexes = pgTable(
  'collection_featured_indexes',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    featuredDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.deploymentIndexId] }),
    index('collection_featured_indexes_deployment_index_id_idx').on(table.deploymentIndexId, table.featuredDate),
  ],
);

export const collectionPins = pgTable(
  'collection_pins',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    index('collection_pins_user_id_idx').on(table.userId),
  ],
);

export const collectionStars = pgTable(
  'collection_stars',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    index('collection_stars_user_id_idx').on(table.userId),
  ],
);

export const collectionsRelations = relations(collections, ({ many, one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [collections.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  createdByUser: one(users, { fields: [collections.createdByUserId], references: [users.userId] }),
  collectionAssets: many(collectionAssets),
  collectionUsers: many(collectionUsers),
  collectionUserGroups: many(collectionUserGroups),
  featuredIndexes: many(collectionFeaturedIndexes),
  pins: many(collectionPins),
  stars: many(collectionStars),
}));

export const collectionAssetsRelations = relations(collectionAssets, ({ one }) => ({
  collection: one(collections, { fields: [collectionAssets.collectionId], references: [collections.collectionId] }),
  asset: one(assets, { fields: [collectionAssets.assetId], references: [assets.assetId] }),
}));

export const collectionUsersRelations = relations(collectionUsers, ({ one }) => ({
  collection: one(collections, { fields: [collectionUsers.collectionId], references: [collections.collectionId] }),
  user: one(users, { fields: [collectionUsers.userId], references: [users.userId] }),
}));

export const collectionUserGroupsRelations = relations(collectionUserGroups, ({ one }) => ({
  collection: one(collections, { fields: [collectionUserGroups.collectionId], references: [collections.collectionId] }),
  userGroup: one(userGroups, { fields: [collectionUserGroups.userGroupId], references: [userGroups.userGroupId] }),
}));

export const collectionFeaturedIndexesRelations = relations(collectionFeaturedIndexes, ({ one }) => ({
  collection: one(collections, {
    fields: [collectionFeaturedIndexes.collectionId],
    references: [collections.collectionId],
  }),
}));

export const collectionPinsRelations = relations(collectionPins, ({ one }) => ({
  collection: one(collections, { fields: [collectionPins.collectionId], references: [collections.collectionId] }),
}));

export const collectionStarsRelations = relations(collectionStars, ({ one }) => ({
  collection: one(collections, { fields: [collectionStars.collectionId], references: [collections.collectionId] }),
}));

export type Collection = typeof collections.$inferSelect;
export type NewCollection = typeof collections.$inferInsert;
export type CollectionAsset = typeof collectionAssets.$inferSelect;
export type NewCollectionAsset = typeof collectionAssets.$inferInsert;
export type CollectionUser = typeof collectionUsers.$inferSelect;
export type NewCollectionUser = typeof collectionUsers.$inferInsert;
export type CollectionUserGroup = typeof collectionUserGroups.$inferSelect;
export type NewCollectionUserGroup = typeof collectionUserGroups.$inferInsert;
export type CollectionFeaturedIndex = typeof collectionFeaturedIndexes.$inferSelect;
export type NewCollectionFeaturedIndex = typeof collectionFeaturedIndexes.$inferInsert;
export type CollectionPin = typeof collectionPins.$inferSelect;
export type NewCollectionPin = typeof collectionPins.$inferInsert;
export type CollectionStar = typeof collectionStars.$inferSelect;
export type NewCollectionStar = typeof collectionStars.$inferInsert;
