import { relations } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { entityType } from './enums.js';

/** A titled list of links on a site, collection or group (polymorphic owner, no foreign key). */
export const quickLinks = pgTable(
  'quick_links',
  {
    quickLinkId: serial().primaryKey(),
    entityType: entityType().notNull(),
    entityId: integer().notNull(),
    name: text().notNull(),
    order: integer().notNull().default(0),
  },
  (table) => [index('quick_links_entity_idx').on(table.entityType, table.entityId)],
);

export const quickLinkValues = pgTable(
  'quick_link_values',
  {
    quickLinkValueId: serial().primaryKey(),
    quickLinkId: integer()
      .notNull()
      .references(() => quickLinks.quickLinkId, { onDelete: 'cascade' }),
    name: text().notNull(),
    value: text().notNull(),
    order: integer().notNull().default(0),
  },
  (table) => [index('quick_link_values_quick_link_id_idx').on(table.quickLinkId)],
);

export const quickLinksRelations = relations(quickLinks, ({ many }) => ({
  quickLinkValues: many(quickLinkValues),
}));

export const quickLinkValuesRelations = relations(quickLinkValues, ({ one }) => ({
  quickLink: one(quickLinks, { fields: [quickLinkValues.quickLinkId], references: [quickLinks.quickLinkId] }),
}));

export type QuickLink = typeof quickLinks.$inferSelect;
export type NewQuickLink = typeof quickLinks.$inferInsert;
export type QuickLinkValue = typeof quickLinkValues.$inferSelect;
export type NewQuickLinkValue = typeof quickLinkValues.$inferInsert;
