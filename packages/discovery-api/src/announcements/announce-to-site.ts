import { and, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notifications, users, type Announcement, type DeploymentIndex } from '../db/schema/index.js';
import { publishNotifications } from '../notifications/notification-events.js';
import { usesSite } from '../sites/site-users.js';

/** The notification's subject, by which the front end may tell announcements from other notifications. */
const SUBJECT = 'Announcement';
/** How much of the body stands in for a missing summary. */
const EXCERPT_LENGTH = 200;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/**
 * Tells every user of the site but its writer that the announcement was published: one notification each (the bell's
 * unread badge, and the live event of their open notification streams), written in one statement so that a large
 * site costs one round trip. It points at the site (the notification's related entity), whose announcements list
 * shows the new one unread. Called after the publication is stored, never inside its transaction: the live events go
 * out as the rows are written.
 */
export async function announceToSite(
  db: Database,
  site: DeploymentIndex,
  announcement: Announcement,
  writerId: number,
): Promise<number> {
  const readers = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(usesSite(db, site.deploymentIndexId), ne(users.userId, writerId)));
  if (readers.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(
      readers.map(({ userId }) => ({
        userId,
        title: `${site.name}: ${announcement.title}`,
        message: announcement.summary || excerpt(announcement.body) || announcement.title,
        subject: SUBJECT,
        relatedEntityType: 'deploymentIndex' as const,
        relatedEntityId: String(site.deploymentIndexId),
      })),
    )
    .returning();
  await publishNotifications(db, rows);
  return rows.length;
}
