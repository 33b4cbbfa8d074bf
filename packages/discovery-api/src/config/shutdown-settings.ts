/**
 * SHUTDOWN_TIMEOUT_MS: how long the server may take to stop after SIGTERM or SIGINT (default 10 s): it stops taking
 * calls, ends its event streams, lets the calls under way finish and closes the job queue, the blob store and the
 * database; past the time it is stopped all the same (main.ts), whatever it is doing.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export function shutdownTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS?.trim() || DEFAULT_SHUTDOWN_TIMEOUT_MS);
  return Number.isInteger(value) && value >= 1000 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}
