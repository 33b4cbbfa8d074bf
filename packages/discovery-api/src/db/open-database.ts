import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, SqlExecutor } from './database.js';
import { AuditedPool, auditPglite } from './audited-database.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { yieldBetweenStatements } from './yielding-pglite.js';
import * as schema from './schema/index.js';

export type DatabaseConnection =
  | { driver: 'pglite'; db: PgliteDatabase<typeof schema>; pglite: PGlite }
  | { driver: 'postgres'; db: NodePgDatabase<typeof schema>; pool: pg.Pool; connectionString: string };

export interface OpenDatabase {
  db: Database;
  connection: DatabaseConnection;
  sql: SqlExecutor;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * The HNSW walk every semantic search wants (src/search/semantic-ranking.ts), as each connection's own
 * settings, so a search is one statement instead of a transaction of four around it: iterative scanning in
 * relaxed order (a filter on the site or on facets still fills the page) and 100 candidates (pgvector's
 * default is 40). A search that needs more candidates raises ef_search in its own transaction. On a server
 * without pgvector these are inert placeholders; pgvector takes them up when it loads.
 */
export const HNSW_SESSION_EF_SEARCH = 100;
const SESSION_SETTINGS = `set hnsw.iterative_scan = relaxed_order; set hnsw.ef_search = ${HNSW_SESSION_EF_SEARCH}`;
const SESSION_OPTIONS = `-c hnsw.iterative_scan=relaxed_order -c hnsw.ef_search=${HNSW_SESSION_EF_SEARCH}`;

/** PostgreSQL through a `pg` pool when a connection URL is given, otherwise PGlite in `${dataDir}/pgdata`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
  /** PGlite's shared_buffers (a PostgreSQL size); PostgreSQL's default (128MB) when absent. */
  sharedBuffers?: string;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log);
  return openPglite(resolve(options.dataDir, 'pgdata'), options.sharedBuffers);
}

async function openPglite(dataDir: string, sharedBuffers: string | undefined): Promise<OpenDatabase> {
  await mkdir(dataDir, { recursive: true });
  const startParams = sharedBuffers
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`]
    : undefined;
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(startParams ? { startParams } : {}),
  });
  await pglite.exec(SESSION_SETTINGS);
  const db = drizzlePglite({ client: auditPglite(yieldBetweenStatements(pglite)), ...drizzleOptions });
  return {
    db,
    connection: { driver: 'pglite', db, pglite },
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        // Without parameters the text may hold several statements (schema installs), which only exec() runs.
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    close: () => pglite.close(),
  };
}

async function openPostgres(connectionString: string, log: FastifyBaseLogger): Promise<OpenDatabase> {
  // The session settings travel in each connection's startup message: no statement of its own before the first query.
  const pool = new AuditedPool({ connectionString, max: 10, options: SESSION_OPTIONS });
  pool.on('error', (error) => log.error({ err: error }, 'An idle PostgreSQL connection failed'));
  const db = drizzleNodePostgres({ client: pool, ...drizzleOptions });
  return {
    db,
    connection: { driver: 'postgres', db, pool, connectionString },
    sql: { executeSql: (text, values) => pool.query(text, values) },
    close: () => pool.end(),
  };
}
