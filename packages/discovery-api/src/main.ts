import { fork } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shutdownTimeoutMs } from './config/shutdown-settings.js';

/**
 * The portal's process: it runs the server (server.ts) as a child process and answers SIGTERM and SIGINT for it. The
 * server's own thread may be held by a call (a runaway statement in the embedded database answers no signal), so the
 * stop is not left to it: the server is asked to shut down (SIGTERM: it stops taking calls, finishes those under way
 * and closes its stores) and is stopped (SIGKILL) when it has not within SHUTDOWN_TIMEOUT_MS (10 s). A second signal
 * stops it at once. The server's exit code is the portal's.
 */
const timeoutMs = shutdownTimeoutMs();
const server = fork(fileURLToPath(new URL(`./server${extname(import.meta.filename)}`, import.meta.url)), {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_SUPERVISED: '1' },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    server.kill('SIGKILL');
    return;
  }
  stopping = true;
  server.kill('SIGTERM');
  setTimeout(() => {
    console.error(`The server did not stop within ${timeoutMs / 1000} s of ${signal}: it was stopped.`);
    server.kill('SIGKILL');
  }, timeoutMs).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
