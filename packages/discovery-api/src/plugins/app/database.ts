import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { migrateDatabase } from '../../db/migrate-database.js';
import { openDatabase, type OpenDatabase } from '../../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite (embedded) or a PostgreSQL pool (DATABASE_URL). */
    db: Database;
    database: OpenDatabase;
  }
}

export default fp(
  async function database(app) {
    const { databaseUrl, dataDir, pgliteSharedBuffers } = app.config;
    const opened = await openDatabase({ databaseUrl, dataDir, log: app.log, sharedBuffers: pgliteSharedBuffers });
    try {
      await migrateDatabase(opened.connection, app.log);
    } catch (error) {
      await opened.close();
      throw error;
    }
    app.log.info(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}/pgdata`);

    app.decorate('database', opened);
    app.decorate('db', opened.db);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);
