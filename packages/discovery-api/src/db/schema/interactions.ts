import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { collections } from './collections.js';
import { interactionKind } from './enums.js';
import { groups } from './groups.js';
import { users } from './users.js';

// One row per like, view, download or share. Counts come from the (entity, kind) indexes; a user
// likes an entity at most once (unliking deletes the row), views and downloads repeat.

export const assetInteractions = pgTable(
  'asset_interactions',
  {
    assetInteractionId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    kind: interactionKind().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('asset_interactions_asset_id_kind_idx').on(table.assetId, table.kind),
    index('asset_interactions_user_id_idx').on(table.userId),
    index('asset_interactions_created_idx').on(table.created),
    uniqueIndex('asset_interactions_one_like_idx')
      .on(table.assetId, table.userId)
      .where(sql`kind = 'like'`),
  ],
);

export const collectionInteractions = pgTable(
  'collection_interactions',
  {
    collectionInteractionId: serial().primaryKey(),
    collectionId: integer()
      .notNull()
      .references(() => collections.collectionId, { onDelete: 'cascade' }),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    kind: interactionKind().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collection_interactions_collection_id_kind_idx').on(table.collectionId, table.kind),
    index('collection_interactions_user_id_idx').on(table.userId),
    uniqueIndex('collection_interactions_one_like_idx')
      .on(table.collectionId, table.userId)
      .where(sql`kind = 'like'`),
  ],
);

export const groupInteractions = pgTable(
  'group_interactions',
  {
    groupInteractionId: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    kind: interactionKind().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('group_interactions_group_id_kind_idx').on(table.groupId, table.kind),
    index('group_interactions_user_id_idx').on(table.userId),
    uniqueIndex('group_interactions_one_like_idx')
      .on(table.groupId, table.userId)
      .where(sql`kind = 'like'`),
  ],
);

export type AssetInteraction = typeof assetInteractions.$inferSelect;
export type NewAssetInteraction = typeof assetInteractions.$inferInsert;
export type CollectionInteraction = typeof collectionInteractions.$inferSelect;
export type NewCollectionInteraction = typeof collectionInteractions.$inferInsert;
export type GroupInteraction = typeof groupInteractions.$inferSelect;
export type NewGroupInteraction = typeof groupInteractions.$inferInsert;
