#!/usr/bin/env node
// npm test's bench smoke run: every bench command (scripts/bench-commands.mjs) once at a tiny size set by its own
// knobs, so that a bench broken by a moved or renamed file fails npm test instead of its next measurement. A bench
// passes when it exits 0 and writes its JSON result holding at least one number. Each runs on its own port, with its
// results folder (BENCH_RESULTS_DIR) and data folder (BENCH_DATA_DIR) in a scratch folder under the OS temp dir: the
// figures in bench/results and the caches in bench/.data are never touched. A bench that needs what this machine
// lacks (PostgreSQL for bench:scale, Chromium for the browser benches, the Cranfield collection) is skipped, saying why.
//
//   node scripts/bench-smoke.mjs [bench:<name> …]     every bench, or the named ones (with the benches they build on)
//
// Needs the build (npm run build). BENCH_SMOKE_JOBS: how many benches run at once (default 2, one a core: the demo
// library's indexing, the longest part, leaves one free).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../bench/browser.mjs';
import { cranfield } from '../bench/search-quality/cranfield.mjs';
import { postgresBinDir } from '../packages/discovery-api/scripts/postgres-server.mjs';
import { BENCH_COMMANDS } from './bench-commands.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** A bench that has not finished by then is stopped and fails (the demo library alone takes minutes to index). */
const TIMEOUT_MS = 10 * 60_000;
const FIRST_PORT = 18600;

/** bench:search-latency's corpus at this size: the data folder that bench:scale, search-ui and content-ui then use. */
const CORPUS = { BENCH_DOCUMENTS: 200 };
/**
 * The demo deployment's library takes minutes to index (about 170 s here, a core at most busy): bench:home makes this
 * build's snapshot of it (bench/demo-library-snapshot.mjs) first, beside the other benches, and starts on a copy kept in
 * the scratch folder, which bench:ai then starts on as bench:home left it. The browser suites, next, start their search
 * server from the same snapshot instead of indexing the library again.
 */
const DEMO = { BENCH_DEMO_REUSE: 1 };
/**
 * Each bench's tiny size (its own knobs, bench/README.md), what else it needs, and the bench that makes the data folder
 * it works on (`after`: run before it, in the same scratch folder; never beside it). They start in this order.
 */
const TINY = {
  'bench:home': { env: { ...DEMO, BENCH_SIGN_INS: 1, BENCH_CALLS: 2 } },
  'bench:ai': { after: 'bench:home', env: { ...DEMO, BENCH_ROUNDS: 2 } },
  // Its measurement is a spec of the browser suite (e2e/specs/bundle-budgets.spec.ts, with the suite's two servers and
  // the demo library: about 2 minutes), which npm test runs next: here Playwright is only asked whether the bench's
  // filter still finds that one test.
  'bench:bundles': { env: {}, listOnly: 'bundle-budgets' },
  'bench:search-quality': { needs: ['cranfield'], env: { BENCH_DOCUMENTS: 100, BENCH_QUERIES: 10 } },
  'bench:search-latency': {
    env: { ...CORPUS, BENCH_REQUESTS: 4, BENCH_WARMUP: 1, BENCH_IMPORT_FILES: 3 },
  },
  'bench:scale': {
    needs: ['postgres'],
    after: 'bench:search-latency',
    env: { ...CORPUS, BENCH_REQUESTS: 4, BENCH_WARMUP: 1, BENCH_CLIENTS: '1,2', BENCH_MEMORY_COPIES: 2 },
  },
  'bench:search-ui': { after: 'bench:search-latency', env: { ...CORPUS, BENCH_QUERIES: 2 } },
  'bench:content-ui': { after: 'bench:search-latency', env: { ...CORPUS, BENCH_CLICKS: 2 } },
  // The console sends a file of more than 8 MB in blocks, which the bench times.
  'bench:upload': { env: { BENCH_UPLOAD_MB: 9, BENCH_ROUNDS: 1 } },
  'bench:audit': { env: { BENCH_BLOCKS: 1, BENCH_PER_BLOCK: 2 } },
};

/** What a bench may need beyond the build: each check throws, saying what is missing, on a machine without it. */
const LACKS = {
  chromium: () => chromiumPath(),
  postgres: () => postgresBinDir(),
  cranfield: () => {
    if (!existsSync(cranfield)) throw new Error(`The Cranfield collection is not at ${cranfield}.`);
  },
};
/** Why this machine cannot run the bench, or undefined. */
function lacks(name) {
  const needs = [...(BENCH_COMMANDS[name].chromium ? ['chromium'] : []), ...(TINY[name].needs ?? [])];
  for (const need of needs) {
    try {
      LACKS[need]();
    } catch (error) {
      return error.message;
    }
  }
  return undefined;
}

/** Every bench:* script of the root package.json has its command and its tiny size: a new bench cannot be forgotten. */
function checkCoverage() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const problems = [];
  for (const name of Object.keys(scripts).filter((script) => script.startsWith('bench:'))) {
    if (!BENCH_COMMANDS[name]) problems.push(`${name} is not in scripts/bench-commands.mjs`);
    else if (!TINY[name]) problems.push(`${name} has no tiny size in scripts/bench-smoke.mjs (TINY)`);
  }
  for (const name of Object.keys(BENCH_COMMANDS))
    if (!scripts[name]) problems.push(`${name} of scripts/bench-commands.mjs is not a script of package.json`);
  for (const name of Object.keys(TINY))
    if (!BENCH_COMMANDS[name]) problems.push(`${name} of TINY is not in scripts/bench-commands.mjs`);
  return problems;
}

/** How many finite numbers a parsed JSON value holds. */
const numbersIn = (value) =>
  typeof value === 'number'
    ? Number(Number.isFinite(value))
    : value && typeof value === 'object'
      ? Object.values(value).reduce((sum, item) => sum + numbersIn(item), 0)
      : 0;

const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devEngines.packageManager.version;
const scratch = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
const folders = { results: join(scratch, 'results'), data: join(scratch, 'data'), logs: join(scratch, 'logs') };
for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
const running = new Map(); // pid → child, to stop them all if this run is stopped

/** The last lines of a bench's log, indented. */
const tail = (file, lines = 40) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');

/** Runs one bench at its tiny size; resolves with { name, seconds, ok | skipped | failed }. */
async function smoke(name, port) {
  const bench = BENCH_COMMANDS[name];
  const tiny = TINY[name];
  const missing = lacks(name);
  if (missing) return { name, skipped: missing };
  if (tiny.listOnly) return listOnly(name, tiny.listOnly);

  // The benches' own environment, without any BENCH_* knob of the calling shell.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('BENCH_')));
  Object.assign(env, {
    ...Object.fromEntries(Object.entries(tiny.env).map(([key, value]) => [key, String(value)])),
    BENCH_PORT: String(port),
    BENCH_RESULTS_DIR: folders.results,
    BENCH_DATA_DIR: folders.data,
  });
  const knobs = Object.entries(tiny.env).map(([key, value]) => `${key}=${value}`);
  console.log(`▶ ${name}${knobs.length ? ` (${knobs.join(' ')})` : ''}`);
  const logFile = join(folders.logs, `${name.replace(':', '-')}.log`);
  const log = openSync(logFile, 'w');
  const [command, args] = bench.node
    ? ['node', [bench.node]]
    : ['npx', ['--yes', `pnpm@${pnpmVersion}`, ...bench.pnpm]];
  const started = Date.now();
  // Its own process group, so that a bench stopped at the time limit takes its servers and browser with it.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  running.set(child.pid, child);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stopGroup(child);
  }, TIMEOUT_MS);
  const [code, signal] = await new Promise((resolve) => child.once('exit', (...status) => resolve(status)));
  clearTimeout(timer);
  running.delete(child.pid);
  // What a failed bench left running (its server, when it threw before its own clean-up) goes with it.
  stopGroup(child);
  closeSync(log);
  const seconds = (Date.now() - started) / 1000;

  const failed = (why) => ({ name, seconds, failed: why, logFile });
  if (timedOut) return failed(`still running after ${TIMEOUT_MS / 60_000} minutes`);
  if (code !== 0) return failed(`exited with ${code ?? signal}`);
  const resultFile = join(folders.results, bench.result);
  if (!existsSync(resultFile)) return failed(`exited 0 but wrote no ${bench.result}`);
  let numbers;
  try {
    numbers = numbersIn(JSON.parse(readFileSync(resultFile, 'utf8')));
  } catch (error) {
    return failed(`${bench.result} is not JSON: ${error.message}`);
  }
  if (numbers === 0) return failed(`${bench.result} holds no figure`);
  return { name, seconds, ok: `${bench.result}, ${numbers} numbers` };
}

/** A bench measured by the browser suite: its Playwright filter must find exactly one test (--list starts no server). */
async function listOnly(name, filter) {
  const started = Date.now();
  console.log(`▶ ${name} (listed only: the browser suite runs it)`);
  const script = JSON.parse(readFileSync(join(root, 'bench', 'package.json'), 'utf8')).scripts[
    BENCH_COMMANDS[name].pnpm.at(-1)
  ];
  if (!script?.includes(` ${filter} `))
    return {
      name,
      seconds: 0,
      failed: `its script (bench/package.json) no longer runs the spec ${filter}`,
      logFile: undefined,
    };
  const child = spawn('npx', ['playwright', 'test', '-c', '../e2e/playwright.config.ts', filter, '--list'], {
    cwd: join(root, 'bench'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await new Promise((resolve) => child.once('exit', (...status) => resolve(status)));
  const seconds = (Date.now() - started) / 1000;
  if (code === 0 && /Total: 1 test in 1 file/.test(output))
    return { name, seconds, ok: `Playwright finds its spec (${filter}); the browser suite measures it` };
  const logFile = join(folders.logs, `${name.replace(':', '-')}.log`);
  writeFileSync(logFile, output);
  return { name, seconds, failed: `Playwright's filter ${filter} does not find one test`, logFile };
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000).unref();
  } catch {
    // already gone
  }
}

function report(outcome) {
  if (outcome.skipped) console.log(`– ${outcome.name} skipped: ${outcome.skipped}`);
  else if (outcome.ok) console.log(`✔ ${outcome.name} ${outcome.seconds.toFixed(0)} s: ${outcome.ok}`);
  else {
    console.log(`✖ ${outcome.name} ${outcome.seconds.toFixed(0)} s: ${outcome.failed}; its log ends:`);
    if (outcome.logFile) console.log(tail(outcome.logFile));
  }
}

/** Runs the benches `jobs` at a time, each after the bench it builds on. */
async function runAll(names, jobs) {
  const waiting = [...names];
  const outcomes = new Map();
  const inFlight = new Set();
  const ready = (name) => !TINY[name].after || !names.includes(TINY[name].after) || outcomes.has(TINY[name].after);
  const lane = async () => {
    while (waiting.length > 0) {
      const index = waiting.findIndex(ready);
      if (index < 0) {
        await Promise.race(inFlight);
        continue;
      }
      const [name] = waiting.splice(index, 1);
      const port = FIRST_PORT + 10 * Object.keys(BENCH_COMMANDS).indexOf(name);
      const job = smoke(name, port).then((outcome) => {
        outcomes.set(name, outcome);
        inFlight.delete(job);
        report(outcome);
      });
      inFlight.add(job);
      await job;
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  return names.map((name) => outcomes.get(name));
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running.values()) stopGroup(child);
    process.exit(1);
  });

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCH_COMMANDS[name]);
const problems = [...checkCoverage(), ...unknown.map((name) => `${name} is not a bench command`)];
if (problems.length > 0) {
  console.error(`\nbench smoke: ${problems.join('; ')}`);
  process.exit(1);
}
// The named benches and those they build on, in the order of TINY.
const names = Object.keys(TINY).filter(
  (name) => asked.length === 0 || asked.includes(name) || asked.some((other) => TINY[other].after === name),
);
const jobs = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS ?? 2));
console.log(
  `Bench smoke: ${names.join(', ')} at a tiny size, ${jobs} at a time; figures and data folders in ${scratch}`,
);
const started = Date.now();
const outcomes = await runAll(names, jobs);
const times = outcomes
  .filter((outcome) => outcome.seconds !== undefined)
  .map((outcome) => `${outcome.name} ${outcome.seconds.toFixed(0)} s · `);
console.log(`\nBench smoke times: ${times.join('')}total ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const outcome of outcomes.filter((outcome) => outcome.skipped))
  console.log(`Skipped ${outcome.name}: ${outcome.skipped}`);
const failures = outcomes.filter((outcome) => outcome.failed);
if (failures.length === 0) {
  rmSync(scratch, { recursive: true, force: true });
} else {
  // Named last, as npm test names the failed tests of its other stages; the logs stay for a look.
  rmSync(folders.data, { recursive: true, force: true });
  console.error(
    `\nbench smoke: ${failures.length} failed:\n${failures.map((outcome) => `✖ ${outcome.name}: ${outcome.failed} (log: ${outcome.logFile})`).join('\n')}`,
  );
  process.exit(1);
}
