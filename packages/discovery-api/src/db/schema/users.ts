import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  /**
   * The Preferences panel's choices (GET/PUT v2/users/me/preferences): only the keys the user has
   * chosen are stored; a missing key means "not chosen" and the portal's default applies.
   */
  preferences: jsonb().$type<StoredUserPreferences>().notNull().default({}),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What the preferences column holds; see src/users/user-preferences.ts for the rules. */
export interface StoredUserPreferences {
  resultRenderer?: 'Gallery' | 'Card' | 'Mobile';
  rowsPerPage?: number;
  language?: string;
}

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
