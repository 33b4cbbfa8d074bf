import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { awardResultType } from './enums.js';

/** One award won, as imported for a site's awards pages. */
export const awardResults = pgTable(
  'award_results',
  {
    awardResultId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    resultType: awardResultType().notNull(),
    category: text(),
    title: text(),
    product: text(),
    advertiser: text(),
    agency: text(),
    city: text(),
    awards: text(),
    region: text(),
    office: text(),
    year: integer(),
    points: numeric({ mode: 'number' }),
    showName: text(),
  },
  (table) => [
    index('award_results_deployment_index_id_type_year_idx').on(table.deploymentIndexId, table.resultType, table.year),
  ],
);

/** One agency's row of an awards leaderboard league. */
export const awardLeaderboardRows = pgTable(
  'award_leaderboard_rows',
  {
    awardLeaderboardRowId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    league: text().notNull(),
    agencyName: text().notNull(),
    currentYearPoints: numeric({ mode: 'number' }).notNull().default(0),
    previousYearPoints: numeric({ mode: 'number' }).notNull().default(0),
    currentYearLabel: text(),
    previousYearLabel: text(),
  },
  (table) => [index('award_leaderboard_rows_deployment_index_id_league_idx').on(table.deploymentIndexId, table.league)],
);

export type AwardResult = typeof awardResults.$inferSelect;
export type NewAwardResult = typeof awardResults.$inferInsert;
export type AwardLeaderboardRow = typeof awardLeaderboardRows.$inferSelect;
export type NewAwardLeaderboardRow = typeof awardLeaderboardRows.$inferInsert;
