import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate limit counters (limits/rate-limit-store.ts): the requests one caller made of one kind (`key`, e.g.
 * `shares:user:42`) in one fixed window, so that every API instance of a deployment counts them together. Rows of
 * windows that are over are removed as the counting goes on.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    hits: integer().notNull(),
    windowEnd: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index().on(table.windowEnd)],
);
