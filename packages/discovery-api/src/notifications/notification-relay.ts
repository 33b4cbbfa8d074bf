import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema/index.js';
import { emitLocally, endStreamsLocally, type NotificationRelay, type RelayedEvent } from './notification-events.js';

/** The PostgreSQL channel every API instance listens on. */
export const NOTIFICATION_CHANNEL = 'portal_notifications';

/** Ids per NOTIFY: a payload must stay under PostgreSQL's 8,000 bytes (an id is at most 11 characters with its comma). */
const IDS_PER_MESSAGE = 500;

/** How long the listener waits before connecting again after its connection failed. */
const RECONNECT_MS = 1000;

/**
 * Notifications across API instances on one PostgreSQL server: `send` issues NOTIFY through the pool; a connection of
 * its own LISTENs, and each message heard (its own included) is delivered to this instance's open streams — new
 * notifications are read by id, so a message stays small whatever their text. The delay from the commit to a stream on
 * another instance is one NOTIFY round trip and one read (a few milliseconds on one machine; measured in
 * routes/api/v2/notifications/notifications-across-instances.test.ts).
 * While the listening connection is down (the server restarting), messages are missed; each user's notification list
 * (GET v2/notifications) still has every row, and the listener reconnects every second until it is back.
 */
export async function startNotificationRelay(options: {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  log: FastifyBaseLogger;
}): Promise<NotificationRelay & { close(): Promise<void> }> {
  const { db, pool, connectionString, log } = options;
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const deliver = async (payload: string) => {
    const event = JSON.parse(payload) as RelayedEvent;
    if ('endUserId' in event) {
      endStreamsLocally(event.endUserId);
      return;
    }
    const rows = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.notificationId, event.notificationIds));
    emitLocally(rows.sort((a, b) => a.notificationId - b.notificationId));
  };

  const listen = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return;
      deliver(message.payload).catch((error: unknown) =>
        log.error({ err: error }, 'A relayed notification could not be delivered'),
      );
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'The notification listener lost its PostgreSQL connection; reconnecting');
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'The notification listener could not connect; trying again');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
  };

  await listen();

  return {
    async send(event) {
      const messages =
        'endUserId' in event
          ? [event]
          : Array.from({ length: Math.ceil(event.notificationIds.length / IDS_PER_MESSAGE) }, (_, index) => ({
              notificationIds: event.notificationIds.slice(index * IDS_PER_MESSAGE, (index + 1) * IDS_PER_MESSAGE),
            }));
      for (const message of messages) {
        await pool.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, JSON.stringify(message)]);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
