#!/usr/bin/env node
// Runs every src/**/*.test.ts. The test files of one area run in one process, two processes at a time (the CI machine
// has two cores): a process shares one demo site server among its files (src/test/demo-site-context.ts sharedDemoSite)
// instead of starting one per file, which cost about as much as the tests themselves. Each area is written below; a
// file of no listed area runs with the platform's. Node 20's test runner takes no glob patterns and has no
// process-per-group mode, so the runner writes one entry file per area that imports the area's test files.
// Extra arguments go to the runner (e.g. --test-reporter=spec); file paths among them run just those files, in their
// areas (e.g. `node scripts/run-tests.mjs src/routes/api/v2/role-table.test.ts`).
// `--database=postgres` runs the files marked for it (below) with every test server on a real PostgreSQL server
// (scripts/postgres-server.mjs: the machine's PostgreSQL, started in a scratch folder for the pass and stopped after
// it), each in a database of its own copied from a template database. On a machine without a PostgreSQL install
// (`npm test` needs only Node and npm; .ci/run installs Debian's postgresql), the pass says so and runs over the wire
// protocol against PGlite behind pglite-socket instead (src/test/pglite-wire-server.ts): the `pg` pool path still runs,
// the server's own behaviour (several backends at once, its planner, its extensions' absence) does not.
// Test servers start from a copy of one data folder made at the start of the pass (TEST_DATA_TEMPLATE), and with
// PostgreSQL from its template database, instead of migrating and seeding each time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startPostgresServer } from './postgres-server.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The areas, each run in one process: a test file belongs to the first whose pattern its path (from src/) matches. */
const AREAS = [
  ['collections and groups', /^(routes\/api\/v2\/(collections|groups)|collections|groups|entities)\//],
  ['assets and the content page', /^(routes\/api\/v2\/(assets|insights|videos|usergroups)|assets|video|insights)\//],
  [
    'documents, dashboards and awards',
    /^(routes\/api\/(discovery|public)|routes\/api\/v2\/(documents|dashboards|powerbi|tableau|awards)|documents|bi|awards)\//,
  ],
  ['uploads and ingest', /^(routes\/api\/v2\/uploader|uploader|workers|media|blob|seed)\//],
  ['search', /^(routes\/api\/(search|v2\/search)|search|search-service)\//],
  [
    'sites and customization',
    /^routes\/api\/v2\/(customization|deployment-indexes|deployments|acl|forms|notifications|users|maintenance)\//,
  ],
  ['ai', /^(routes\/api\/v2\/(assistant|reponse-generator|aideployments)|ai)\//],
  ['platform', /./],
];

// TypeScript through tsx, and workspace packages (@portal/contracts) from their source rather than their build.
const SOURCE_FLAGS = ['--import', 'tsx', '--conditions=portal-source'];

const wire = process.argv.includes('--database=postgres');
const chosen = process.argv.slice(2).filter((arg) => arg.endsWith('.test.ts'));
const runnerArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--database=') && !arg.endsWith('.test.ts'));

const testFiles = (
  chosen.length
    ? chosen.map((file) => relative(join(packageDir, 'src'), resolve(file)))
    : readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
        file.endsWith('.test.ts'),
      )
).sort();

// The wire pass runs what differs when the database is reached over the PostgreSQL wire protocol (the `pg`
// driver and a pool, as a server deployment does): migrations, transactions, the job queue over a socket,
// the types of counts, vectors and dates in answers, the search engine's SQL. A test file takes part when it
// says why on a line of its own: `// wire pass: <what differs>`. Everything else only repeats the first pass.
const WIRE_PASS = /^\/\/ wire pass: \S/m;
const passFiles = wire
  ? testFiles.filter((file) => WIRE_PASS.test(readFileSync(join(packageDir, 'src', file), 'utf8')))
  : testFiles;

// Where each pass leaves its failed tests' summary: `npm test` (scripts/portal.mjs) prints every file of the folder
// once all suites are done. The first pass (in-process) empties the folder, so no summary outlives its run.
const failuresDir = join(packageDir, 'node_modules', '.test-failures');
const failuresFile = join(failuresDir, `${wire ? 'PostgreSQL server' : 'in-process'} pass.txt`);

/** The database test servers are copied from in the PostgreSQL server pass (src/test/test-server.ts). */
const TEMPLATE_DATABASE = 'portal_template';

const byArea = new Map();
for (const file of passFiles) {
  const [area] = AREAS.find(([, pattern]) => pattern.test(file));
  byArea.set(area, [...(byArea.get(area) ?? []), file]);
}

// One started data folder for the whole pass; each test server starts from a copy (src/test/test-server.ts).
const template = mkdtempSync(join(tmpdir(), 'discovery-api-template-'));
const entries = mkdtempSync(join(tmpdir(), 'discovery-api-areas-'));
let status = 1;
/** The pass's PostgreSQL server, when it has one; TEST_POSTGRES_URL tells test servers where it is. */
let postgres = null;
const passEnv = { TEST_DATA_TEMPLATE: template };
try {
  if (wire) {
    try {
      postgres = await startPostgresServer();
      console.log(`# PostgreSQL server pass: ${postgres.version}, on port ${postgres.port}`);
      const admin = new pg.Client({ connectionString: postgres.url() });
      await admin.connect();
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
      await admin.end();
      Object.assign(passEnv, {
        TEST_DATABASE: 'postgres',
        TEST_POSTGRES_URL: postgres.url(),
        DATABASE_URL: postgres.url(TEMPLATE_DATABASE),
      });
    } catch (error) {
      console.log(
        `# No PostgreSQL server for this pass (${error.message.split('\n')[0]}); running it over pglite-socket.`,
      );
      passEnv.TEST_DATABASE = 'wire';
    }
  }
  const made = spawnSync(
    process.execPath,
    [
      ...SOURCE_FLAGS,
      '--input-type=module',
      '-e',
      `const { createDataTemplate } = await import('./src/test/test-server.ts'); await createDataTemplate(${JSON.stringify(template)}); process.exit(0);`,
    ],
    // With PostgreSQL, the template's database is made in TEMPLATE_DATABASE (DATABASE_URL), which test servers copy.
    { cwd: packageDir, stdio: 'inherit', env: { ...process.env, ...passEnv } },
  );
  delete passEnv.DATABASE_URL;
  if (made.status !== 0) throw new Error(`Making the test data template failed (exit ${made.status}).`);
  const entryFiles = [...byArea].map(([area, files]) => {
    const entry = join(entries, `${area.replaceAll(' ', '-')}.test.mjs`);
    const imports = files.map((file) => `import ${JSON.stringify(pathToFileURL(join(packageDir, 'src', file)).href)};`);
    writeFileSync(entry, `// The ${area} tests, in one process (scripts/run-tests.mjs).\n${imports.join('\n')}\n`);
    return entry;
  });
  // The usual TAP on stdout, and the failed tests' names again at the very end (scripts/failure-summary-reporter.mjs)
  // and in failuresFile, unless a reporter was asked for.
  const summary = `--test-reporter=${pathToFileURL(join(packageDir, 'scripts', 'failure-summary-reporter.mjs')).href}`;
  rmSync(wire ? failuresFile : failuresDir, { recursive: true, force: true });
  mkdirSync(failuresDir, { recursive: true });
  const reporters = runnerArgs.some((arg) => arg.startsWith('--test-reporter'))
    ? []
    : [
        '--test-reporter=tap',
        '--test-reporter-destination=stdout',
        summary,
        '--test-reporter-destination=stderr',
        summary,
        `--test-reporter-destination=${failuresFile}`,
      ];
  const result = spawnSync(
    process.execPath,
    [...SOURCE_FLAGS, '--test', '--test-concurrency=2', ...reporters, ...runnerArgs, ...entryFiles],
    {
      cwd: packageDir,
      stdio: 'inherit',
      env: { ...process.env, ...passEnv },
    },
  );
  status = result.status ?? 1;
} finally {
  await postgres?.stop();
  rmSync(template, { recursive: true, force: true });
  rmSync(entries, { recursive: true, force: true });
}
process.exit(status);
