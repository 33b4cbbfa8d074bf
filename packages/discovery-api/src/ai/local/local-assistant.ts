import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/http-error.js';
import { stoppedCallError } from '../providers/chat-model.js';
import type { LocalTask, LocalTaskResults } from './local-tasks.js';

/** The worker's file, beside this one: local-worker.ts when the sources run (tests), local-worker.js when built. */
const WORKER = new URL(`./local-worker${extname(import.meta.filename)}`, import.meta.url).href;

export interface LocalAssistantOptions {
  /** How long one task may take, waiting for a thread included (AI_LOCAL_TIMEOUT_MS). */
  timeoutMs: number;
  /** Threads at most: every core but the one that answers requests, and at least one. */
  threads?: number;
}

/** Tasks waiting for a thread at most; one more is refused at once (503) rather than queued without end. */
const MAX_WAITING = 32;

/**
 * The local extractive assistant's text work (local-tasks.ts) in worker threads (piscina), with a time limit: whatever
 * a question or a document asks of it, the thread that answers every request goes on answering. A task that passes
 * its time limit is stopped (its thread is ended and another started) and its call answers 504 "… did not answer in
 * time"; a task its caller stops (a closed panel) is cancelled (499).
 */
export class LocalAssistant {
  private readonly pool: Piscina;

  constructor(private readonly options: LocalAssistantOptions) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.pool = new Piscina({
      filename: WORKER,
      minThreads: 1,
      maxThreads: threads,
      maxQueue: MAX_WAITING,
      idleTimeout: 60_000,
      // The threads load TypeScript as the process does (tests run the sources through tsx), but not the options
      // only a main script takes.
      execArgv: process.execArgv.filter((arg) => !/^--(input-type|test|eval|print)\b/.test(arg)),
    });
  }

  /** Runs the task in a worker thread; `signal` is the call's own (its caller gone, its deadline). */
  async run<Task extends LocalTask>(task: Task, signal?: AbortSignal): Promise<LocalTaskResults[Task['kind']]> {
    const limit = AbortSignal.timeout(this.options.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, limit]) : limit;
    try {
      return (await this.pool.run(task, { signal: stop })) as LocalTaskResults[Task['kind']];
    } catch (error) {
      if (limit.aborted) throw stoppedCallError(limit, 'The local extractive assistant');
      if (signal?.aborted) throw stoppedCallError(signal, 'The local extractive assistant');
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new HttpError(503, 'The local extractive assistant is busy. Please try again in a moment.');
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
