import { EventEmitter } from 'node:events';
import type { Database } from '../db/database.js';
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
 * The fan-out of new notifications to the open event streams of their user. Streams live in the API instance that
 * serves them, so a notification created through one instance must reach the others: with a PostgreSQL server, a
 * relay (notification-relay.ts, registered per database by the notifications plugin) sends it with NOTIFY, and every
 * instance, this one included, re-emits what it hears through LISTEN to its own streams. Without a relay (PGlite: one
 * process), it is emitted here directly.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

const channel = (userId: number) => `user:${userId}`;
const endChannel = (userId: number) => `end:user:${userId}`;

/** What crosses instances: new notifications by id (each instance reads them), or a user whose streams must end. */
export type RelayedEvent = { notificationIds: number[] } | { endUserId: number };

export interface NotificationRelay {
  send(event: RelayedEvent): Promise<void>;
}

const relays = new WeakMap<Database, NotificationRelay>();

/** Sends what is published on `db` through `relay` from now on (until `unregister`). */
export function registerNotificationRelay(db: Database, relay: NotificationRelay): () => void {
  relays.set(db, relay);
  return () => {
    if (relays.get(db) === relay) relays.delete(db);
  };
}

/** Pushes stored notifications (committed rows) to their users' open streams, in every instance. */
export async function publishNotifications(db: Database, rows: Notification[]): Promise<void> {
  if (rows.length === 0) return;
  const relay = relays.get(db);
  if (!relay) {
    emitLocally(rows);
    return;
  }
  await relay.send({ notificationIds: rows.map((row) => row.notificationId) });
}

/** Delivers notifications to this instance's streams (the relay's listener, or publishNotifications without one). */
export function emitLocally(rows: Notification[]): void {
  for (const row of rows) emitter.emit(channel(row.userId), toNotificationBody(row));
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
 * Ends the user's open streams, in every instance, and stops delivering to them (their account was disabled: a stream
 * opened before would otherwise go on carrying titles, links and messages).
 */
export async function endNotificationStreams(db: Database, userId: number): Promise<void> {
  const relay = relays.get(db);
  if (relay) await relay.send({ endUserId: userId });
  else endStreamsLocally(userId);
}

export function endStreamsLocally(userId: number): void {
  emitter.emit(endChannel(userId));
}
