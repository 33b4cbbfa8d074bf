import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Accounts of the embedded OpenID provider (not used when an external issuer is configured). */
export const identityAccounts = pgTable('identity_accounts', {
  accountId: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  givenName: text().notNull(),
  familyName: text().notNull(),
  picture: text(),
  passwordHash: text().notNull(),
  passwordSalt: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type IdentityAccount = typeof identityAccounts.$inferSelect;
export type NewIdentityAccount = typeof identityAccounts.$inferInsert;
