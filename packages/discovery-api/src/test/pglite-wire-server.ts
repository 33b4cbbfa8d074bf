import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from '../db/pglite-extensions.js';

export interface WireServer {
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * PGlite served over the PostgreSQL wire protocol, so the server's `pg` pool path runs without a
 * PostgreSQL install. `from`: a data template (see createDataTemplate) whose database to start with;
 * without it the database is empty and the server migrates and seeds it over the wire.
 */
export async function startPgliteWireServer(options: { from?: string } = {}): Promise<WireServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-wire-'));
  if (options.from) await cp(join(options.from, 'pgdata'), dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  // The app's pool and pg-boss's pool each hold several connections.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 40 });
  await server.start();
  return {
    databaseUrl: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    close: async () => {
      await server.stop();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
