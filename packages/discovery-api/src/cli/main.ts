#!/usr/bin/env node
/**
 * The operators' command line: `npm run portal -- <command>`.
 *
 *   import --site <id or name> [--create-site] [--as <administrator email>] <folder>
 *   search --site <id or name> --mode keyword|semantic|hybrid --top N --queries <file.jsonl> --json
 *   serve [--instances N] [--workers M]    N API instances on one port and M job workers (cluster.ts)
 *   worker                                 one job worker process (worker.ts)
 *
 * PORTAL_DATA_DIR (or DATABASE_URL / AZURE_STORAGE_CONNECTION_STRING) selects the data, as for the server.
 */
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { SEARCH_MODES, type SearchMode } from '../search/rank-site.js';
import { createEmptySite, findSite } from '../sites/find-or-create-site.js';
import { serveInstances } from '../cluster.js';
import { startCliApp, type CliApp } from './cli-app.js';
import { importFolder } from './import-folder.js';
import { parseQueries, searchBatch } from './search-batch.js';

const USAGE = `usage:
  npm run portal -- import --site <id or name> [--create-site] [--as <administrator email>] <folder>
  npm run portal -- search --site <id or name> --mode keyword|semantic|hybrid --top N --queries <file.jsonl> --json
  npm run portal -- serve [--instances N (default: the cores)] [--workers M (default 1)]
  npm run portal -- worker
serve and worker need DATABASE_URL and AZURE_STORAGE_CONNECTION_STRING.`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'import') return runImport(rest);
  if (command === 'search') return runSearch(rest);
  if (command === 'serve') return runServe(rest);
  if (command === 'worker') {
    if (rest.length > 0) throw new UsageError('worker takes no arguments.');
    await import('../worker.js');
    return;
  }
  throw new UsageError(command ? `Unknown command '${command}'.` : 'A command is needed.');
}

async function runServe(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { instances: { type: 'string' }, workers: { type: 'string' } },
  });
  const count = (name: string, value: string | undefined, fallback: number, min: number) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > 64)
      throw new UsageError(`--${name} must be a whole number from ${min} to 64.`);
    return number;
  };
  await serveInstances({
    instances: count('instances', values.instances, availableParallelism(), 1),
    workers: count('workers', values.workers, 1, 0),
  });
}

async function runImport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { site: { type: 'string' }, 'create-site': { type: 'boolean', default: false }, as: { type: 'string' } },
  });
  if (!values.site) throw new UsageError('--site is required.');
  if (positionals.length !== 1) throw new UsageError('Give exactly one folder to import.');
  const folder = resolve(positionals[0] as string);
  if (!(await stat(folder).catch(() => undefined))?.isDirectory()) throw new UsageError(`${folder} is not a folder.`);

  const app = await startCliApp();
  try {
    const importer = await importingUser(app, values.as);
    let site = await findSite(app.db, values.site);
    if (!site) {
      if (!values['create-site'])
        throw new UsageError(`There is no site '${values.site}' (add --create-site to create it).`);
      site = await createEmptySite(app.db, values.site);
      console.error(`Created the site '${site.name}' (id ${site.siteId})${importer ? ` as ${importer.email}` : ''}.`);
    }
    console.error(`Importing ${folder} into '${site.name}' (id ${site.siteId}) …`);
    const interactive = process.stderr.isTTY;
    const summary = await importFolder(app, {
      siteId: site.siteId,
      folder,
      createdByUserId: importer?.userId,
      onProgress: (done, total, progress) => {
        const line = `[${done}/${total}] indexed ${progress.indexed}, failed ${progress.failed.length}, skipped ${progress.skipped}`;
        if (interactive) process.stderr.write(`\r${line}`);
        else if (done % 100 === 0 || done === total) console.error(line);
      },
    });
    if (interactive) process.stderr.write('\n');
    for (const failure of summary.failed) console.error(`  failed: ${failure.file}: ${failure.reason}`);
    const rate = summary.seconds > 0 ? summary.indexed / summary.seconds : 0;
    console.log(
      `Indexed ${summary.indexed} file(s), failed ${summary.failed.length}, skipped ${summary.skipped} (already imported), in ${summary.seconds.toFixed(1)} s (${rate.toFixed(1)} files a second).`,
    );
    if (summary.failed.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

/** `--as`: the administrator the import is done as (recorded as the assets' creator). Without it, the first administrator, if any. */
async function importingUser(app: CliApp, email: string | undefined) {
  if (email) {
    const [user] = await app.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) throw new UsageError(`There is no user ${email}.`);
    if (!user.isAdministrator) throw new UsageError(`${email} is not a portal administrator.`);
    return user;
  }
  const [first] = await app.db
    .select()
    .from(users)
    .where(eq(users.isAdministrator, true))
    .orderBy(users.userId)
    .limit(1);
  return first;
}

async function runSearch(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      site: { type: 'string' },
      mode: { type: 'string', default: 'keyword' },
      top: { type: 'string', default: '10' },
      queries: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.site) throw new UsageError('--site is required.');
  if (!values.queries) throw new UsageError('--queries <file.jsonl> is required.');
  if (!values.json) throw new UsageError('--json is required (the only output format).');
  const mode = values.mode as SearchMode;
  if (!SEARCH_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${SEARCH_MODES.join(', ')}.`);
  const top = Number(values.top);
  if (!Number.isInteger(top) || top < 1 || top > 1000)
    throw new UsageError('--top must be a whole number from 1 to 1000.');
  const queries = parseQueries(await readFile(values.queries, 'utf8'), values.queries);

  const app = await startCliApp();
  try {
    const site = await findSite(app.db, values.site);
    if (!site) throw new UsageError(`There is no site '${values.site}'.`);
    for await (const result of searchBatch(app, { siteId: site.siteId, mode, top, queries }))
      process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
