import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

/** One event of an asset report (e.g. views, downloads) for GET v2/assets/{id}/reports/{reportName}. */
export const assetReportEvents = pgTable(
  'asset_report_events',
  {
    assetReportEventId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    reportName: text().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('asset_report_events_asset_id_report_name_idx').on(table.assetId, table.reportName, table.created),
    index('asset_report_events_user_id_idx').on(table.userId),
  ],
);

/**
 * One search request, for the search report and search insights; `type` 'full' is shown as Keyword. A search that
 * led the user to open an asset (POST v2/assets/{id}/insights/views with its query) names the asset, for the asset's
 * searches report (GET v2/assets/{id}/reports/searches).
 */
export const searchReportEvents = pgTable(
  'search_report_events',
  {
    searchReportEventId: serial().primaryKey(),
    query: text().notNull(),
    type: text().notNull(),
    source: text(),
    page: text(),
    resultCount: integer().notNull().default(0),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    deploymentIndexId: integer().references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    assetId: integer().references(() => assets.assetId, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_report_events_deployment_index_id_created_idx').on(table.deploymentIndexId, table.created),
    index('search_report_events_user_id_idx').on(table.userId),
    index('search_report_events_asset_id_created_idx').on(table.assetId, table.created),
  ],
);

export type AssetReportEvent = typeof assetReportEvents.$inferSelect;
export type NewAssetReportEvent = typeof assetReportEvents.$inferInsert;
export type SearchReportEvent = typeof searchReportEvents.$inferSelect;
export type NewSearchReportEvent = typeof searchReportEvents.$inferInsert;
