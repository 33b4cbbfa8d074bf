import fp from 'fastify-plugin';
import { registerNotificationRelay } from '../../notifications/notification-events.js';
import { startNotificationRelay } from '../../notifications/notification-relay.js';

/**
 * With a PostgreSQL server (several API instances may share it), notifications and ended streams cross instances
 * through LISTEN/NOTIFY (notifications/notification-relay.ts). With PGlite the server is one process: nothing to relay.
 */
export default fp(
  async function notificationRelay(app) {
    const { connection, db } = app.database;
    if (connection.driver !== 'postgres') return;
    const relay = await startNotificationRelay({
      db,
      pool: connection.pool,
      connectionString: connection.connectionString,
      log: app.log,
    });
    const unregister = registerNotificationRelay(db, relay);
    app.addHook('onClose', async () => {
      unregister();
      await relay.close();
    });
  },
  { name: 'notification-relay', dependencies: ['database'] },
);
