import { EventEmitter } from 'node:events';
import type { Notification } from '../db/schema/index.js';

/** A notification as the API returns it (list rows and the `notification` server-sent event). */
export interface NotificationBody {
  notificationId: number;
  title: string;
  message: string;
  subject: string;
  read: boolean;
  /** ISO 8601 creation time. */
  date: string;
  relatedEntity: { entityType: string; entityId: string } | null;
}

export function toNotificationBody(row: Notification): NotificationBody {
  return {
    notificationId: row.notificationId,
    title: row.title,
    message: row.message,
    subject: row.subject,
    read: row.read,
    date: row.created.toISOString(),
    relatedEntity:
      row.relatedEntityType && row.relatedEntityId
        ? { entityType: row.relatedEntityType, entityId: row.relatedEntityId }
        : null,
  };
}

/**
 * In-process fan-out of new notifications to the open event streams of their user. This only reaches
 * streams held by the same server process; with several instances, notifyUser will also issue a
 * PostgreSQL `NOTIFY portal_notifications, '<id>'` and every instance will `LISTEN` and re-emit here.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

const channel = (userId: number) => `user:${userId}`;
const endChannel = (userId: number) => `end:user:${userId}`;

export function publishNotification(userId: number, notification: NotificationBody): void {
  emitter.emit(channel(userId), notification);
}

/**
 * Calls `listener` for each notification created for the user from now on, and `ended` (once) when their streams must
 * end (endNotificationStreams); returns the unsubscribe.
 */
export function subscribeToNotifications(
  userId: number,
  listener: (notification: NotificationBody) => void,
  ended: () => void = () => undefined,
): () => void {
  const end = () => {
    unsubscribe();
    ended();
  };
  const unsubscribe = () => {
    emitter.off(channel(userId), listener);
    emitter.off(endChannel(userId), end);
  };
  emitter.on(channel(userId), listener);
  emitter.once(endChannel(userId), end);
  return unsubscribe;
}

/**
 * Ends the user's open streams and stops delivering to them (their account was disabled: a stream opened before
 * would otherwise go on carrying titles, links and messages). Like the fan-out, this reaches this process's streams.
 */
export function endNotificationStreams(userId: number): void {
  emitter.emit(endChannel(userId));
}
