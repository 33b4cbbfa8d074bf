import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

/**
 * One import of a site's award results (POST v2/awards/import). Its row is the import's audit entry: the audit
 * trigger logs it (drizzle/0021_awards.sql), not each of the thousands of results it brings; the years it replaced
 * and how many rows it replaced are kept here. `state`: importing while its rows are written, then done (its rows
 * are the site's results of its years) or failed (its rows were removed). Only the rows of done imports (or of none:
 * an import deleted) are results (awards/award-filters.ts visibleResults), so an import swaps its rows in by one
 * update of its own row.
 */
export const awardImports = pgTable(
  'award_imports',
  {
    awardImportId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    years: integer().array().notNull(),
    rows: integer().notNull(),
    replacedRows: integer().notNull().default(0),
    importedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    state: text().notNull().default('done'),
  },
  (table) => [index().on(table.deploymentIndexId, table.importedAt)],
);

/**
 * One result of one piece of work at one show in one year (spec §3 "Award result"), as imported for a site's awards
 * pages. A year's results come from one import: importing the year again replaces them. `points` is the row's own
 * points when the file gave them; otherwise the level's points in the site's scheme apply when it is read.
 */
export const awardResults = pgTable(
  'award_results',
  {
    awardResultId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    awardImportId: integer().references(() => awardImports.awardImportId, { onDelete: 'set null' }),
    year: integer().notNull(),
    showName: text().notNull(),
    category: text().notNull(),
    title: text().notNull(),
    product: text().notNull().default(''),
    advertiser: text().notNull(),
    agency: text().notNull(),
    network: text().notNull().default(''),
    holdingCompany: text().notNull().default(''),
    office: text().notNull().default(''),
    city: text().notNull().default(''),
    region: text().notNull().default(''),
    awardLevel: text().notNull(),
    points: numeric({ mode: 'number' }),
    credits: integer().notNull().default(0),
  },
  (table) => [
    index('award_results_site_year_idx').on(table.deploymentIndexId, table.year),
    index('award_results_site_agency_idx').on(table.deploymentIndexId, sql`lower(${table.agency})`),
  ],
);

/**
 * A site's points per award level, in priority order (awardNamesByPriority). A site without rows uses the published
 * default (@portal/contracts DEFAULT_AWARD_POINTS). Changes are audited.
 */
export const awardPointLevels = pgTable(
  'award_point_levels',
  {
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    level: text().notNull(),
    points: numeric({ mode: 'number' }).notNull(),
    priority: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.deploymentIndexId, table.level] })],
);

export type AwardResultRow = typeof awardResults.$inferSelect;
export type NewAwardResultRow = typeof awardResults.$inferInsert;
