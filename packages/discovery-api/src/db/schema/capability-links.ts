import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { collections } from './collections.js';
import { users } from './users.js';

/** What a capability link opens: a collection for signed-in users of its site, or a video for anyone. */
export const capabilityLinkPurpose = pgEnum('capability_link_purpose', ['collectionShare', 'publicVideo']);

/**
 * A capability link ("anyone with the link", links/capability-links.ts): a secret token of 32 random bytes
 * (base64url) shown once, when the link is made; only its SHA-256 (hex) is kept, so whoever reads the table cannot
 * rebuild a working link. It works until `expires`, or until `revoked` is set; it goes with what it opens.
 */
export const capabilityLinks = pgTable(
  'capability_links',
  {
    linkId: serial().primaryKey(),
    purpose: capabilityLinkPurpose().notNull(),
    collectionId: integer().references(() => collections.collectionId, { onDelete: 'cascade' }),
    assetId: integer().references(() => assets.assetId, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires: timestamp({ withTimezone: true }).notNull(),
    revoked: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('capability_links_token_hash_unique').on(table.tokenHash),
    index('capability_links_collection_id_idx').on(table.collectionId),
    index('capability_links_asset_id_idx').on(table.assetId),
    check(
      'capability_links_opens_one_thing',
      sql`(${table.purpose} = 'collectionShare' and ${table.collectionId} is not null and ${table.assetId} is null)
        or (${table.purpose} = 'publicVideo' and ${table.assetId} is not null and ${table.collectionId} is null)`,
    ),
  ],
);

/** Every opening of a capability link: when, and by whom when the opener is signed in (a public video's is not). */
export const capabilityLinkUses = pgTable(
  'capability_link_uses',
  {
    useId: serial().primaryKey(),
    linkId: integer()
      .notNull()
      .references(() => capabilityLinks.linkId, { onDelete: 'cascade' }),
    userId: integer().references(() => users.userId, { onDelete: 'cascade' }),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('capability_link_uses_link_id_idx').on(table.linkId),
    index('capability_link_uses_user_id_idx').on(table.userId),
  ],
);

export type CapabilityLink = typeof capabilityLinks.$inferSelect;
export type NewCapabilityLink = typeof capabilityLinks.$inferInsert;
export type CapabilityLinkUse = typeof capabilityLinkUses.$inferSelect;
