import fp from 'fastify-plugin';
import { Changes, SERVER_SETTLE_MS } from '../../db/changes.js';
import type { Database } from '../../db/database.js';
import { migrateDatabase } from '../../db/migrate-database.js';
import { openDatabase, type OpenDatabase } from '../../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite (embedded) or a PostgreSQL pool (DATABASE_URL). */
    db: Database;
    database: OpenDatabase;
    /** The database's change revision, and values kept while it stands still (users, sites, permissions, facet fields). */
    changes: Changes;
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
    app.decorate('changes', new Changes(opened.db, databaseUrl ? SERVER_SETTLE_MS : 0));
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);
