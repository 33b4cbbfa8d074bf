import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notifications, type Notification } from '../db/schema/index.js';

/** One page of the user's notifications, newest first, and how many they have in all. */
export async function notificationPage(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: Notification[]; count: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.created), desc(notifications.notificationId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId));
  return { rows, count: total?.value ?? 0 };
}

export async function unreadNotificationCount(db: Database, userId: number): Promise<number> {
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return unread?.value ?? 0;
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.notificationId });
  return updated.length;
}

/** Marks one of the user's notifications read; undefined when the user has no such notification (another user's included). */
export async function markNotificationRead(
  db: Database,
  userId: number,
  notificationId: number,
): Promise<Notification | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.notificationId, notificationId), eq(notifications.userId, userId)))
    .returning();
  return row;
}
