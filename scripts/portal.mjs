#!/usr/bin/env node
// The root commands (npm start, npm test, ...) for a machine that has only Node and npm.
// It brings pnpm through npx, installs the workspace when the lock file changed,
// builds what is missing (turbo caches the rest) and then runs the asked task.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BENCH_COMMANDS } from './bench-commands.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

function run(command, args, options = {}, { beforeExit = () => {} } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    beforeExit();
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs commands at the same time and resolves with their exit codes. A command with a `prefix` has it put before each
 * line of its output, as turbo does for its tasks, so that interleaved lines still say whose they are.
 */
function runAtOnce(commands) {
  return Promise.all(
    commands.map(
      ({ command, args, prefix }) =>
        new Promise((resolve, reject) => {
          const child = spawn(command, args, {
            cwd: root,
            env,
            stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
          });
          if (prefix)
            for (const [from, to] of [
              [child.stdout, process.stdout],
              [child.stderr, process.stderr],
            ])
              createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) =>
                to.write(`${prefix}${line}\n`),
              );
          child.once('error', reject);
          child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        }),
    ),
  );
}

/**
 * The failed tests again, so that they are the last lines of a failed run's log, after the suites that finished later:
 * the API passes' (packages/discovery-api/scripts/run-tests.mjs writes a summary per pass) and each front-end
 * package's jest run (packages/test-utils/jest-failure-summary.cjs).
 */
function printTestFailures() {
  const folders = [
    ['API tests, ', join(root, 'packages', 'discovery-api', 'node_modules', '.test-failures')],
    ['', join(root, 'node_modules', '.test-failures')],
  ];
  for (const [label, dir] of folders) {
    for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
      const text = readFileSync(join(dir, name), 'utf8').trim();
      if (text) console.error(`\n${label}${name.replace(/\.txt$/, '')}: ${text}`);
    }
  }
}

const pnpmArgs = (...args) => ['--yes', `pnpm@${PNPM_VERSION}`, ...args];
const pnpm = (...args) => run('npx', pnpmArgs(...args));
const turbo = (...args) => pnpm('exec', 'turbo', 'run', ...args);
const quiet = '--output-logs=errors-only';

function install(options = {}) {
  const stamp = join(root, 'node_modules', '.portal-install-stamp');
  const lock = join(root, 'pnpm-lock.yaml');
  const lockTime = existsSync(lock) ? statSync(lock).mtimeMs : Date.now();
  const manifests = ['package.json', 'pnpm-workspace.yaml'].map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === `${lockTime}\n${manifests}`) return;
  const frozen = process.env.CI && existsSync(lock) ? ['--frozen-lockfile'] : [];
  run('npx', pnpmArgs('install', ...frozen), options);
  writeFileSync(stamp, `${existsSync(lock) ? statSync(lock).mtimeMs : lockTime}\n${manifests}`);
}

const build = () => turbo('build', quiet);

/** Prettier (width 120, .prettierrc.json) over the whole repository: `npx prettier --write .` fixes what it finds. */
const formatCheck = () => pnpm('exec', 'prettier', '--check', '--cache', '--log-level=warn', '.');

/** Every export of @portal/contracts is used somewhere (scripts/check-contract-exports.mjs). */
const contractExports = () => run('node', ['scripts/check-contract-exports.mjs']);

/** Runs named stages and prints how long each took, so a slow stage shows in every record of `npm test`. */
function timedStages() {
  const times = [];
  return {
    async run(name, stage) {
      const started = Date.now();
      await stage();
      const seconds = (Date.now() - started) / 1000;
      times.push([name, seconds]);
      console.log(`\n[stage] ${name}: ${seconds.toFixed(0)} s`);
    },
    report() {
      const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
      console.log(
        `\nStage times: ${times.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(' · ')} · total ${(total / 60).toFixed(1)} min`,
      );
    },
  };
}

/** The browser suites drive Debian's Chromium (no browser downloads here); install it when missing. */
function ensureChromium() {
  const found = spawnSync('bash', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' });
  if (found.status === 0) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('bash', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      'The browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** npm run bench:<name> (scripts/bench-commands.mjs): what the bench needs built, Chromium if it drives one, its command. */
function runBench(bench) {
  install();
  if (bench.build === 'api') turbo('build', '--filter=@portal/discovery-api...', quiet);
  else build();
  if (bench.chromium && !process.env.CHROMIUM_PATH) ensureChromium();
  if (bench.node) run('node', [bench.node]);
  else pnpm(...bench.pnpm);
}

const tasks = {
  start() {
    install();
    build();
    run('node', ['packages/discovery-api/dist/main.js']);
  },
  build() {
    install();
    build();
  },
  async test() {
    const stages = timedStages();
    await stages.run('install', () => install());
    await stages.run('build', build);
    await stages.run('typecheck and lint', () => {
      formatCheck();
      contractExports();
      turbo('typecheck', 'lint', '--concurrency=2', quiet);
    });
    // The API passes, the longest suite (about 10 minutes), start at once, and the front-end unit suites run one after
    // another beside them (the machines have two cores; the passes run two test processes). Left to turbo, two
    // front-end suites often went first and the API passes started minutes later, ending the stage alone.
    // Test output stays visible: each runner's summary is part of the record. A failing suite does not stop the
    // others (turbo's --continue), so one run reports every failure.
    await stages.run('unit and API tests', async () => {
      const codes = await runAtOnce([
        {
          command: 'npx',
          args: pnpmArgs('--filter', '@portal/discovery-api', 'test'),
          prefix: '@portal/discovery-api:test: ',
        },
        {
          command: 'npx',
          args: pnpmArgs(
            'exec',
            'turbo',
            'run',
            'test',
            '--filter=!@portal/discovery-api',
            '--concurrency=1',
            '--continue',
            '--output-logs=new-only',
          ),
        },
      ]);
      if (codes.some((code) => code !== 0)) {
        printTestFailures();
        console.error(`\n✖ unit and API tests failed (exit codes: API ${codes[0]}, front end ${codes[1]})`);
        process.exit(1);
      }
    });
    if (!process.env.CHROMIUM_PATH) await stages.run('Chromium', ensureChromium);
    // Every bench once at a tiny size, in a scratch folder (scripts/bench-smoke.mjs): a bench that no longer runs
    // fails here, not at its next measurement. It names its failed benches last.
    await stages.run('bench smoke', () => run('node', ['scripts/bench-smoke.mjs']));
    await stages.run('browser tests', () => pnpm('--filter', '@portal/e2e', 'e2e'));
    stages.report();
  },
  /** `npm run portal -- <command>`: the operators' command line (packages/discovery-api/src/cli/main.ts). */
  portal() {
    // Install and build output goes to stderr, so the command's own output (e.g. --json) stays clean.
    const toStderr = { stdio: ['inherit', 2, 'inherit'] };
    install(toStderr);
    // `serve` serves the front end too: everything is built, as for npm start.
    const filter = process.argv[3] === 'serve' ? [] : ['--filter=@portal/discovery-api...'];
    run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'exec', 'turbo', 'run', 'build', ...filter, quiet], toStderr);
    run('node', ['packages/discovery-api/dist/cli/main.js', ...process.argv.slice(3)]);
  },
  lint() {
    install();
    formatCheck();
    contractExports();
    turbo('lint', quiet);
  },
  typecheck() {
    install();
    turbo('typecheck', quiet);
  },
  ...Object.fromEntries(Object.entries(BENCH_COMMANDS).map(([name, bench]) => [name, () => runBench(bench)])),
};

const task = process.argv[2];
if (!tasks[task]) {
  console.error(`usage: node scripts/portal.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
tasks[task]();
