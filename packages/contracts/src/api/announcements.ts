import { Type, type Static } from 'typebox';
import { PAGE_SIZES } from '../constants.js';
import { NullableString, PagingQuery } from './schema-kit.js';

/**
 * A site's announcements (spec §2.1 `/sites/:indexId/announcements` with child `:blurb?`; the spec shows only the
 * route, so the calls are chosen here in the v2 style): GET v2/deploymentIndexes/{indexId}/announcements lists them
 * with the caller's unread marker and unread count, GET v2/announcements/{id} opens one (and marks it read), and the
 * site's writers (the role table's `customize` ability: site administrators and editors) create, edit, publish,
 * unpublish and delete them with POST v2/deploymentIndexes/{indexId}/announcements, PUT and DELETE v2/announcements/{id}.
 */

/** The longest texts an announcement holds. */
export const ANNOUNCEMENT_LIMITS = { title: 200, summary: 500, body: 20_000 } as const;

/** A draft is seen by the site's writers only; published, by every user of the site. */
const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

const statusOf = (options: { default?: AnnouncementStatus } = {}) =>
  Type.Enum(ANNOUNCEMENT_STATUSES, {
    description: "'draft' (seen by the site's writers only) or 'published' (seen by every user of the site).",
    ...options,
  });

const listed = {
  announcementId: Type.Integer(),
  deploymentIndexId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  status: statusOf(),
  pinned: Type.Boolean({ description: 'Pinned announcements come first.' }),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it was (last) published; null for a draft.',
  }),
  read: Type.Boolean({ description: 'Whether the signed-in user has opened it.' }),
  author: NullableString,
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
};

/** An entry of the announcements list: everything but the body (opening it, GET v2/announcements/{id}, reads it). */
export const AnnouncementListItem = Type.Object(listed, { title: 'AnnouncementListItem' });
export type AnnouncementListItem = Static<typeof AnnouncementListItem>;

/** One announcement with its body (plain text or Markdown, rendered without raw HTML). */
export const Announcement = Type.Object(
  { ...listed, body: Type.String({ description: 'Plain text or Markdown.' }) },
  { title: 'Announcement' },
);
export type Announcement = Static<typeof Announcement>;

/** GET v2/deploymentIndexes/{indexId}/announcements query (page size 30, spec §9 lists). */
export const AnnouncementListQuery = PagingQuery('AnnouncementListQuery', PAGE_SIZES.lists);
export type AnnouncementListQuery = Static<typeof AnnouncementListQuery>;

/**
 * GET v2/deploymentIndexes/{indexId}/announcements answer: pinned first, then newest first (a draft by its last
 * change); unreadCount is how many published announcements of the site the caller has not opened (the home badge).
 */
export const AnnouncementPage = Type.Object(
  {
    count: Type.Integer(),
    currentPage: Type.Integer(),
    rows: Type.Array(AnnouncementListItem),
    unreadCount: Type.Integer(),
  },
  { title: 'AnnouncementPage' },
);
export type AnnouncementPage = Static<typeof AnnouncementPage>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.title }),
  summary: Type.String({ maxLength: ANNOUNCEMENT_LIMITS.summary }),
  body: Type.String({ maxLength: ANNOUNCEMENT_LIMITS.body, description: 'Plain text or Markdown.' }),
  pinned: Type.Boolean(),
};

/** POST v2/deploymentIndexes/{indexId}/announcements body: a title, and by default a draft. */
export const NewAnnouncement = Type.Object(
  {
    title: fields.title,
    summary: Type.Optional(fields.summary),
    body: Type.Optional(fields.body),
    status: Type.Optional(statusOf({ default: 'draft' })),
    pinned: Type.Optional(fields.pinned),
  },
  { title: 'NewAnnouncement', additionalProperties: false },
);
export type NewAnnouncement = Static<typeof NewAnnouncement>;

/** PUT v2/announcements/{id} body: the fields to change (at least one); status publishes or unpublishes it. */
export const AnnouncementChange = Type.Object(
  {
    title: Type.Optional(fields.title),
    summary: Type.Optional(fields.summary),
    body: Type.Optional(fields.body),
    status: Type.Optional(statusOf()),
    pinned: Type.Optional(fields.pinned),
  },
  { title: 'AnnouncementChange', additionalProperties: false },
);
export type AnnouncementChange = Static<typeof AnnouncementChange>;
