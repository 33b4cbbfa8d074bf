import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { entityType } from './enums.js';

/** The theme of one collection, group or site (polymorphic owner, no foreign key); images are blob names. */
export const themes = pgTable(
  'themes',
  {
    themeId: serial().primaryKey(),
    entityType: entityType().notNull(),
    entityId: integer().notNull(),
    themeColor: text(),
    secondaryThemeColor: text(),
    heroBlobName: text(),
    thumbnailBlobName: text(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('themes_entity_unique').on(table.entityType, table.entityId)],
);

export type Theme = typeof themes.$inferSelect;
export type NewTheme = typeof themes.$inferInsert;
