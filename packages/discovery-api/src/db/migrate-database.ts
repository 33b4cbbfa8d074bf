import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { migrationsFolder } from '../config/package-paths.js';
import type { DatabaseConnection } from './open-database.js';

const SEARCH_EXTENSIONS = ['vector', 'pg_textsearch', 'unaccent', 'pg_trgm'] as const;

// Any constant works; it only has to be the same in every instance of the API.
const MIGRATION_LOCK_KEY = 2026_0601_0001;

/** Applies the committed SQL migrations in `drizzle/`, then reports search extensions the server lacks. */
export async function migrateDatabase(connection: DatabaseConnection, log: FastifyBaseLogger): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db, { migrationsFolder });
  } else {
    await migrateWithLock(connection.pool);
  }

  const installed = await connection.db.execute<{ extname: string }>(
    sql`select extname from pg_extension where extname in ('vector', 'pg_textsearch', 'unaccent', 'pg_trgm')`,
  );
  const installedNames = new Set(installed.rows.map((row) => row.extname));
  for (const extension of SEARCH_EXTENSIONS) {
    if (!installedNames.has(extension)) {
      log.warn(
        `PostgreSQL extension "${extension}" is not installed on this server; the search features that need it fall back.`,
      );
    }
  }
}

/** Several API instances may start together against one PostgreSQL server: one migrates, the others wait. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
