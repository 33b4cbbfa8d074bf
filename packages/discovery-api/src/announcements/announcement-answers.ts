import {
  personName,
  type Announcement as AnnouncementAnswer,
  type AnnouncementListItem,
  type AnnouncementPage,
} from '@portal/contracts';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { announcementReads, announcements, users, type Announcement } from '../db/schema/index.js';
import type { AnnouncementAccess } from './announcement-access.js';

export interface AnnouncementPaging {
  rowsPerPage: number;
  page: number;
}

/** The columns every answer reads: the announcement, whether the user has opened it, and its author's name fields. */
const answerColumns = {
  announcement: announcements,
  read: sql<boolean>`${announcementReads.userId} is not null`,
  authorEmail: users.email,
  authorGivenName: users.givenName,
  authorLastName: users.lastName,
};

type AnswerRow = {
  announcement: Announcement;
  read: boolean;
  authorEmail: string | null;
  authorGivenName: string | null;
  authorLastName: string | null;
};

function toListItem(row: AnswerRow): AnnouncementListItem {
  const { announcement } = row;
  return {
    announcementId: announcement.announcementId,
    deploymentIndexId: announcement.deploymentIndexId,
    title: announcement.title,
    summary: announcement.summary,
    status: announcement.status,
    pinned: announcement.pinned,
    publishedAt: announcement.publishedAt?.toISOString() ?? null,
    read: Boolean(row.read),
    author: row.authorEmail
      ? personName({ email: row.authorEmail, givenName: row.authorGivenName, lastName: row.authorLastName })
      : null,
    created: announcement.created.toISOString(),
    updated: announcement.updated.toISOString(),
  };
}

const toAnswer = (row: AnswerRow): AnnouncementAnswer => ({ ...toListItem(row), body: row.announcement.body });

/** The announcements joined with the user's read marker and the author, for a `where`. */
function answerQuery(db: Db, userId: number, where: SQL | undefined) {
  return db
    .select(answerColumns)
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.announcementId), eq(announcementReads.userId, userId)),
    )
    .leftJoin(users, eq(users.userId, announcements.createdByUserId))
    .where(where);
}

/**
 * One page of the site's announcements for the caller: the published ones, and the drafts too for the site's
 * writers; pinned first, then newest first (a draft by its last change). `unreadCount` counts the published ones the
 * caller has not opened, whatever the page.
 */
export async function announcementPage(
  db: Db,
  access: AnnouncementAccess,
  { rowsPerPage, page }: AnnouncementPaging,
): Promise<AnnouncementPage> {
  const siteId = access.site.deploymentIndexId;
  const userId = access.user.userId;
  const onSite = eq(announcements.deploymentIndexId, siteId);
  const visible = access.canWrite ? onSite : and(onSite, eq(announcements.status, 'published'));
  const rows = await answerQuery(db, userId, visible)
    .orderBy(
      desc(announcements.pinned),
      desc(sql`coalesce(${announcements.publishedAt}, ${announcements.updated})`),
      desc(announcements.announcementId),
    )
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  const [total] = await db.select({ count: count() }).from(announcements).where(visible);
  return {
    count: Number(total?.count ?? 0),
    currentPage: page,
    rows: rows.map(toListItem),
    unreadCount: await unreadAnnouncementCount(db, siteId, userId),
  };
}

/** How many published announcements of the site the user has not opened. */
export async function unreadAnnouncementCount(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.announcementId), eq(announcementReads.userId, userId)),
    )
    .where(
      and(
        eq(announcements.deploymentIndexId, siteId),
        eq(announcements.status, 'published'),
        isNull(announcementReads.userId),
      ),
    );
  return Number(row?.count ?? 0);
}

/** One announcement as the user sees it (with its body). */
export async function announcementAnswer(db: Db, announcementId: number, userId: number): Promise<AnnouncementAnswer> {
  const [row] = await answerQuery(db, userId, eq(announcements.announcementId, announcementId));
  if (!row) throw new Error(`The announcement ${announcementId} was not found after it was checked.`);
  return toAnswer(row);
}
