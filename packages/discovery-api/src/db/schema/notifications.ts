import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { entityType } from './enums.js';
import { users } from './users.js';

/** A message to one user, unread until marked read; it may point at the entity it is about. */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    subject: text().notNull().default(''),
    relatedEntityType: entityType(),
    relatedEntityId: text(),
    read: boolean().notNull().default(false),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_id_created_idx').on(table.userId, table.created)],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
