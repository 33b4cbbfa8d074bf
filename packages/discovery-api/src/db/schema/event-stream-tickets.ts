import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Tickets to open an event stream (the notification stream): a browser's EventSource cannot send the bearer token in
 * a header, and a token in a URL ends up in access logs. A signed-in call gets a random ticket, shown once; only its
 * hash is kept, it opens one stream within a minute, and it is gone once used (notifications/stream-tickets.ts).
 */
export const eventStreamTickets = pgTable(
  'event_stream_tickets',
  {
    ticketHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The bearer identity's email the ticket was made for (the stream's audit context and account check). */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index().on(table.expiresAt)],
);
