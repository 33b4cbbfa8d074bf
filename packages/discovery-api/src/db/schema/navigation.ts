import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';

/** A menu section of a site. */
export const pageGroupings = pgTable(
  'page_groupings',
  {
    pageGroupingId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull(),
    order: integer().notNull().default(0),
  },
  (table) => [unique('page_groupings_deployment_index_id_code_unique').on(table.deploymentIndexId, table.code)],
);

/** A menu item; an http(s) path is external, `{{name}}` placeholders are filled from configuration. */
export const pages = pgTable(
  'pages',
  {
    pageId: serial().primaryKey(),
    pageGroupingId: integer()
      .notNull()
      .references(() => pageGroupings.pageGroupingId, { onDelete: 'cascade' }),
    name: text().notNull(),
    path: text().notNull(),
    code: text().notNull(),
    iconValue: text(),
    order: integer().notNull().default(0),
  },
  (table) => [index('pages_page_grouping_id_idx').on(table.pageGroupingId), index('pages_code_idx').on(table.code)],
);

/** Pages a site serves from the portal itself rather than from the menu (navigationItems/{indexId}/localPages). */
export const localPages = pgTable(
  'local_pages',
  {
    localPageId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    name: text().notNull(),
    path: text().notNull(),
    code: text().notNull(),
    iconValue: text(),
    order: integer().notNull().default(0),
  },
  (table) => [unique('local_pages_deployment_index_id_code_unique').on(table.deploymentIndexId, table.code)],
);

/** An action shown on a page; `action_flag` is its bit value (like 2, share 4, … refresh 512). */
export const pageActions = pgTable(
  'page_actions',
  {
    pageElementId: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => pages.pageId, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull(),
    hasToggle: boolean().notNull().default(false),
    iconValue: text(),
    actionFlag: integer(),
  },
  (table) => [unique('page_actions_page_id_code_unique').on(table.pageId, table.code)],
);

export const pageGroupingsRelations = relations(pageGroupings, ({ many, one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [pageGroupings.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  pages: many(pages),
}));

export const pagesRelations = relations(pages, ({ many, one }) => ({
  pageGrouping: one(pageGroupings, { fields: [pages.pageGroupingId], references: [pageGroupings.pageGroupingId] }),
  actions: many(pageActions),
}));

export const pageActionsRelations = relations(pageActions, ({ one }) => ({
  page: one(pages, { fields: [pageActions.pageId], references: [pages.pageId] }),
}));

export type PageGrouping = typeof pageGroupings.$inferSelect;
export type NewPageGrouping = typeof pageGroupings.$inferInsert;
export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type LocalPage = typeof localPages.$inferSelect;
export type NewLocalPage = typeof localPages.$inferInsert;
export type PageAction = typeof pageActions.$inferSelect;
export type NewPageAction = typeof pageActions.$inferInsert;
