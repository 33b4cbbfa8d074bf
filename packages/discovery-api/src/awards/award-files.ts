import { extname } from 'node:path';
import { Piscina } from 'piscina';
import { HttpError } from '../http/http-error.js';
import type { AwardFileResult, AwardFileTask } from './award-file.js';

/** The worker's file, beside this one: award-file-worker.ts when the sources run (tests), .js when built. */
const WORKER = new URL(`./award-file-worker${extname(import.meta.filename)}`, import.meta.url).href;

/** How long reading one file may take, waiting for the thread included. */
export const AWARD_FILE_TIMEOUT_MS = 20_000;

/** Files waiting for the thread at most; one more is refused at once (503). */
const MAX_WAITING = 4;

/**
 * Reads awards results files in a worker thread (one thread, started when a file comes and ended when idle): a
 * 10,000-row XLSX takes a second or more to read, which must not hold the thread that answers requests. The
 * thread's heap is capped, so a file that unpacks into far more than its size (an XLSX is a ZIP) ends the thread,
 * not the portal; that file and one that passes the time limit are answered with a clear error.
 */
export class AwardFiles {
  private readonly pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    execArgv: process.execArgv.filter((arg) => !/^--(input-type|test|eval|print)\b/.test(arg)),
  });

  async read(task: AwardFileTask, signal?: AbortSignal): Promise<AwardFileResult> {
    const limit = AbortSignal.timeout(AWARD_FILE_TIMEOUT_MS);
    const stop = signal ? AbortSignal.any([signal, limit]) : limit;
    try {
      return (await this.pool.run(task, { signal: stop })) as AwardFileResult;
    } catch (error) {
      if (limit.aborted)
        throw new HttpError(504, `'${task.fileName}' took too long to read: split it into smaller files.`);
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new HttpError(503, 'Other results files are being read. Please try again in a moment.');
      if (error instanceof Error && /memory|terminated|exited/i.test(error.message))
        throw new HttpError(
          400,
          `'${task.fileName}' unpacks into more than an import can read: split it.`,
          {},
          {
            cause: error,
          },
        );
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
