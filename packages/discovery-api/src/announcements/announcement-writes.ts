import type { AnnouncementChange, NewAnnouncement } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { announcementReads, announcements, type Announcement } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/** The fields PUT v2/announcements/{id} may change, for the message when none is given. */
const CHANGEABLE = ['title', 'summary', 'body', 'status', 'pinned'] as const;

/** A title of spaces is no title: the list would show an empty line. */
function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new HttpError(400, 'The request is not valid: body/title must not be blank.');
  return trimmed;
}

/** Marks the announcement read for the user (opening it, or writing it: the author has read what they wrote). */
export async function markAnnouncementRead(db: Db, announcementId: number, userId: number): Promise<void> {
  await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
}

/**
 * Creates an announcement of the site, a draft unless the writer publishes it at once (publishedAt is then now),
 * read by its writer.
 */
export async function createAnnouncement(
  db: Database,
  siteId: number,
  writerId: number,
  input: NewAnnouncement,
): Promise<Announcement> {
  const title = cleanTitle(input.title);
  const status = input.status ?? 'draft';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        deploymentIndexId: siteId,
        title,
        summary: input.summary?.trim() ?? '',
        body: input.body ?? '',
        status,
        pinned: input.pinned ?? false,
        publishedAt: status === 'published' ? new Date() : null,
        createdByUserId: writerId,
        updatedByUserId: writerId,
      })
      .returning();
    if (!row) throw new Error('Storing the announcement returned no row.');
    await markAnnouncementRead(tx, row.announcementId, writerId);
    return row;
  });
}

/**
 * Changes the given fields. Publishing (draft → published) dates it now, so it comes to the top of the list and is
 * unread for everyone who has not opened it; unpublishing takes the date away; edits of a published announcement
 * keep its date, so fixing a typo does not bring it back to the top. Answers the stored row and whether this change
 * published it.
 */
export async function changeAnnouncement(
  db: Database,
  current: Announcement,
  writerId: number,
  change: AnnouncementChange,
): Promise<{ announcement: Announcement; published: boolean }> {
  if (!CHANGEABLE.some((field) => change[field] !== undefined))
    throw new HttpError(400, `The request is not valid: give at least one of ${CHANGEABLE.join(', ')}.`);
  const title = change.title !== undefined ? cleanTitle(change.title) : undefined;
  const status = change.status ?? current.status;
  const published = current.status === 'draft' && status === 'published';
  const publishedAt = published ? new Date() : status === 'draft' ? null : current.publishedAt;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(announcements)
      .set({
        ...(title !== undefined ? { title } : {}),
        ...(change.summary !== undefined ? { summary: change.summary.trim() } : {}),
        ...(change.body !== undefined ? { body: change.body } : {}),
        ...(change.pinned !== undefined ? { pinned: change.pinned } : {}),
        status,
        publishedAt,
        updatedByUserId: writerId,
        updated: new Date(),
      })
      .where(eq(announcements.announcementId, current.announcementId))
      .returning();
    if (!row) throw new HttpError(404, `No such announcement: ${current.announcementId}.`);
    await markAnnouncementRead(tx, row.announcementId, writerId);
    return { announcement: row, published };
  });
}

/** Deletes the announcement and, with it, who has read it. */
export async function deleteAnnouncement(db: Database, announcementId: number): Promise<void> {
  await db.delete(announcements).where(eq(announcements.announcementId, announcementId));
}
