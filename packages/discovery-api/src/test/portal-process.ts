import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Agent, fetch } from 'undici';
import { packageDir } from '../config/package-paths.js';
import { freePort } from './free-port.js';

export interface PortalProcess {
  /** The portal's own process (main.ts), which runs the server as its child. */
  process: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** What the process wrote to stdout so far (the server's log, at LOG_LEVEL warn unless set). */
  log(): string;
  /** The server's process id (main.ts's child). */
  serverPid(): Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends it and its server (SIGKILL, if they still run) and removes its data folder. */
  remove(): Promise<void>;
}

/**
 * The portal as `npm start` runs it (src/main.ts, from the sources), on a copy of the pass's data template, resolved
 * once /api/health answers: for what only a real process shows (signals, shutdown).
 */
export async function startPortalProcess(env: Record<string, string> = {}): Promise<PortalProcess> {
  const template = process.env.TEST_DATA_TEMPLATE;
  if (!template) throw new Error('TEST_DATA_TEMPLATE is not set: run the tests with scripts/run-tests.mjs.');
  const dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-process-'));
  await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=portal-source', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_WEB_ROOT: join(dataDir, 'web'),
      PGLITE_SHARED_BUFFERS: '128MB',
      LOG_LEVEL: 'warn',
      PORTAL_DEMO_LIBRARY: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const baseUrl = `https://localhost:${port}`;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The portal exited (${child.exitCode}): ${stderr.slice(-2000)}`);
      const answer = await fetch(`${baseUrl}/api/health`, { dispatcher }).catch(() => undefined);
      if (answer?.ok) break;
      await delay(250); // the next try
    }
  } finally {
    await dispatcher.close();
  }
  const portal: PortalProcess = {
    process: child,
    baseUrl,
    dataDir,
    stderr: () => stderr,
    log: () => log,
    exited,
    async serverPid() {
      const ps = spawn('ps', ['-o', 'pid=', '--ppid', String(child.pid)]);
      let out = '';
      ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await once(ps, 'exit');
      const pid = Number(out.trim().split(/\s+/)[0]);
      if (!pid) throw new Error(`The portal (${child.pid}) has no server process.`);
      return pid;
    },
    async remove() {
      if (child.exitCode === null && child.signalCode === null) {
        // The server first: killed with main.ts, it would go on (writing into the data folder) until it noticed.
        const server = await portal.serverPid().catch(() => undefined);
        if (server) process.kill(server, 'SIGKILL');
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
  return portal;
}
