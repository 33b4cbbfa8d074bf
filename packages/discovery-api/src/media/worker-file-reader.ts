import { Piscina } from 'piscina';
import { HttpError } from '../http/http-error.js';

/** What a reader says when a file cannot be read, each naming the file where it can. */
export interface WorkerFileReaderMessages {
  /** 504: the read passed the time limit (waiting for the thread included). */
  tooSlow: (fileName: string) => string;
  /** 503: the thread is busy and the queue full. */
  busy: string;
  /** 400: the file unpacked into more than the thread's heap (an XLSX, DOCX or PPTX is a ZIP). */
  tooBig: (fileName: string) => string;
}

/** Files waiting for the thread at most; one more is refused at once (503). */
const MAX_WAITING = 4;

/**
 * Reads files sent to the portal in a worker thread (piscina: one thread, started when a file comes and ended when
 * idle), for work that grows with the file (reading a 10,000-row XLSX, extracting a 20 MB PDF's text) and must not
 * hold the thread that answers requests. The thread's heap is capped, so a file that unpacks into far more than its
 * size ends the thread, not the portal; that file, one that passes the time limit and one that finds the queue full
 * are answered with the reader's clear errors. The awards import and the Content Analyzer each have one.
 */
export class WorkerFileReader<Task extends { fileName: string }, Result> {
  private readonly pool: Piscina;

  constructor(
    workerUrl: string,
    private readonly timeoutMs: number,
    private readonly messages: WorkerFileReaderMessages,
  ) {
    this.pool = new Piscina({
      filename: workerUrl,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: MAX_WAITING,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      // The thread loads TypeScript as the process does (tests run the sources through tsx), not a main script's options.
      execArgv: process.execArgv.filter((arg) => !/^--(input-type|test|eval|print)\b/.test(arg)),
    });
  }

  /** Reads the file; `signal` is the caller's (its request gone, its deadline): then the read is dropped too. */
  async read(task: Task, signal?: AbortSignal): Promise<Result> {
    const limit = AbortSignal.timeout(this.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, limit]) : limit;
    try {
      return (await this.pool.run(task, { signal: stop })) as Result;
    } catch (error) {
      if (limit.aborted) throw new HttpError(504, this.messages.tooSlow(task.fileName), {}, { cause: error });
      if (signal?.aborted) throw error;
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new HttpError(503, this.messages.busy, {}, { cause: error });
      if (error instanceof Error && /memory|terminated|exited/i.test(error.message))
        throw new HttpError(400, this.messages.tooBig(task.fileName), {}, { cause: error });
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
