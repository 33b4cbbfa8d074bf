import pg from 'pg';

/** The database the PostgreSQL server pass migrates and seeds once (scripts/run-tests.mjs TEMPLATE_DATABASE). */
const TEMPLATE_DATABASE = 'portal_template';

let made = 0;

/**
 * A database of its own for one test server, on the pass's PostgreSQL server (TEST_POSTGRES_URL): a copy of the
 * template database (migrated and seeded, matching the template data folder), or empty for a test of migrations from
 * nothing. `close` drops it, ending its connections.
 */
export async function createPostgresDatabase(options: {
  fromTemplate: boolean;
}): Promise<{ databaseUrl: string; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: this runs in the PostgreSQL server pass only.');
  const name = `test_${process.pid}_${++made}`;
  // FILE_COPY copies the template's files (a checkpoint, cheap with the scratch server's fsync off) instead of writing
  // every page to the WAL: about 3 times faster for the seeded template.
  await onServer(
    serverUrl,
    `create database ${name}${options.fromTemplate ? ` template ${TEMPLATE_DATABASE} strategy file_copy` : ''}`,
  );
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.href,
    close: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
