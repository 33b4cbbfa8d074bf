// A PostgreSQL server of the machine's own install (Debian's postgresql: initdb, postgres), started in a scratch
// folder for the API tests' server pass (scripts/run-tests.mjs) and the benches, and stopped afterwards. It listens on
// 127.0.0.1 only, on a free port, trusts local connections (a throwaway cluster), and runs as an unprivileged user:
// PostgreSQL refuses to run as root, so under root it runs as the install's `postgres` user.
//
// Durability is off (fsync, synchronous_commit, full_page_writes): a scratch cluster that is thrown away after the run
// loses nothing by it, and every commit would otherwise wait for the disk. A deployment keeps PostgreSQL's defaults.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where PostgreSQL's server programs are: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server found: install Debian\'s "postgresql" package (.ci/run does so when it is missing) or set PG_BIN_DIR to the folder holding initdb and postgres.',
    );
  }
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid to run PostgreSQL as: this process's own, or the `postgres` user's under root. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('Running as root, but no "postgres" user.');
  return { uid, gid };
}

/**
 * Starts a server; resolves once it accepts connections. `url(database)` is a connection URL (user postgres, no
 * password); `stop()` shuts it down (fast: open connections are ended) and removes its folder. `settings`: more
 * server settings (name → value), e.g. `{ shared_preload_libraries: 'pg_stat_statements' }` for a profile.
 */
export async function startPostgresServer({ maxConnections = 400, settings: extraSettings = {} } = {}) {
  const bin = postgresBinDir();
  const user = serverUser();
  const folder = mkdtempSync(join(tmpdir(), 'portal-postgres-'));
  const dataDir = join(folder, 'data');
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid);
  chmodSync(folder, 0o700);
  execFileSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    max_connections: String(maxConnections),
    shared_buffers: '256MB',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...extraSettings,
  };
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // A test run that ends without stopping it (a crash) still takes the server down with it.
  const killOnExit = () => server.kill('SIGQUIT');
  process.once('exit', killOnExit);

  const url = (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
    const client = new pg.Client({ connectionString: url() });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port,
    /** The server's process (the postmaster; its backends are its children). */
    pid: server.pid,
    url,
    version: execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim(),
    async stop() {
      process.off('exit', killOnExit);
      if (server.exitCode === null) {
        server.kill('SIGINT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
