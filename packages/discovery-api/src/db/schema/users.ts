import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Portal users, created on their first sign-in from the claims of their token. */
export const users = pgTable('users', {
  userId: serial().primaryKey(),
  email: text().notNull().unique(),
  givenName: text(),
  lastName: text(),
  name: text(),
  picture: text(),
  subject: text(),
  issuer: text(),
  status: text().notNull().default('active'),
  lastLogin: timestamp({ withTimezone: true }),
  /** Administrators hold every permission on every site, whatever their user groups. */
  isAdministrator: boolean().notNull().default(false),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
