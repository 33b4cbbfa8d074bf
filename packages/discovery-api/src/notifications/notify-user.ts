import type { Database } from '../db/database.js';
import { notifications, type Notification } from '../db/schema/index.js';
import { publishNotifications } from './notification-events.js';

export interface NotifyUserInput {
  userId: number;
  title: string;
  message: string;
  subject?: string;
  relatedEntity?: { entityType: NonNullable<Notification['relatedEntityType']>; entityId: string | number };
}

/**
 * Stores a notification for one user and pushes it to their open event streams. Call it with the
 * database, not inside a transaction that may still roll back: the push happens as soon as the row is written.
 */
export async function notifyUser(db: Database, input: NotifyUserInput): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message,
      subject: input.subject ?? '',
      relatedEntityType: input.relatedEntity?.entityType ?? null,
      relatedEntityId: input.relatedEntity ? String(input.relatedEntity.entityId) : null,
    })
    .returning();
  if (!row) throw new Error('Storing the notification returned no row.');
  await publishNotifications(db, [row]);
  return row;
}
