import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

/** A draft is seen by the site's writers only; a published announcement by every user of the site. */
export const announcementStatus = pgEnum('announcement_status', ['draft', 'published']);

/**
 * A site's announcement (the Announcements screen, spec §2.1 `.../announcements/:blurb?`): a blurb written by the
 * site's administrators and editors, published to the site's users. `publishedAt` is set on the first publication
 * and kept on later edits, so an announcement does not jump back to the top of the list because a typo was fixed.
 */
export const announcements = pgTable(
  'announcements',
  {
    announcementId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    title: text().notNull(),
    summary: text().notNull().default(''),
    /** Plain text or Markdown; the front end renders it without raw HTML. */
    body: text().notNull().default(''),
    status: announcementStatus().notNull().default('draft'),
    pinned: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    updatedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_deployment_index_id_published_at_idx').on(table.deploymentIndexId, table.publishedAt),
    check('announcements_published_has_date', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
  ],
);

/** That a user has opened an announcement: what is not here is unread for them. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.announcementId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    index('announcement_reads_user_id_idx').on(table.userId),
  ],
);

export type Announcement = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;
export type AnnouncementRead = typeof announcementReads.$inferSelect;
