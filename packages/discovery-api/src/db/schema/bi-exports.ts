import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One export of a BI dashboard to PDF or PNG (POST v2/powerbi/export; bi/bi-exports.ts), asked for by one user and
 * seen only by them. `status` follows Power BI's export states (NotStarted, Running, Succeeded, Failed); a Power BI
 * export keeps Power BI's own id, a built-in one is rendered by the portal's 'bi-export' job. The file is kept in the
 * row (exports are small and short-lived: a few hundred kilobytes, at most BI_EXPORT_MAX_BYTES) until `expires_at`,
 * when the row goes.
 */
export const biExports = pgTable(
  'bi_exports',
  {
    exportId: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    reportUrl: text().notNull(),
    docId: text(),
    format: text().notNull(),
    status: text().notNull().default('NotStarted'),
    percentComplete: integer().notNull().default(0),
    powerBiExportId: text(),
    fileName: text().notNull(),
    contentType: text(),
    file: bytea(),
    error: text(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
