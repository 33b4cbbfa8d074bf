import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A planned outage announced to users. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    maintenanceWindowId: serial().primaryKey(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    message: text(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('maintenance_windows_ends_at_idx').on(table.endsAt),
    check('maintenance_windows_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type MaintenanceWindow = typeof maintenanceWindows.$inferSelect;
export type NewMaintenanceWindow = typeof maintenanceWindows.$inferInsert;
