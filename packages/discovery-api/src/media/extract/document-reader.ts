import { extname } from 'node:path';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/http-error.js';
import type { DocumentText, DocumentTextTask } from './document-text.js';

/** The worker's file, beside this one: document-reader-worker.ts when the sources run (tests), .js when built. */
const WORKER = new URL(`./document-reader-worker${extname(import.meta.filename)}`, import.meta.url).href;

/** How long reading one document may take, waiting for the thread included. */
const DOCUMENT_READ_TIMEOUT_MS = 20_000;

/** Documents waiting for the thread at most; one more is refused at once (503). */
const MAX_WAITING = 4;

/**
 * Reads the text of documents sent to the portal but not stored (the Content Analyzer) in a worker thread: one
 * thread, started when a document comes and ended when idle. Extraction grows with the file (a 20 MB PDF or
 * presentation takes seconds), and a DOCX, PPTX or XLSX is a ZIP that may unpack into far more than its size; so it
 * never runs on the thread that answers requests, its heap is capped (a file that exceeds it ends the thread, not the
 * portal) and it has a time limit. Each of these ends in a clear error naming the file.
 */
export class DocumentReader {
  private readonly pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    // The thread loads TypeScript as the process does (tests run the sources through tsx), not a main script's options.
    execArgv: process.execArgv.filter((arg) => !/^--(input-type|test|eval|print)\b/.test(arg)),
  });

  /** Reads the document; `signal` is the caller's (its request gone, its deadline): then the read is dropped too. */
  async read(task: DocumentTextTask, signal?: AbortSignal): Promise<DocumentText> {
    const limit = AbortSignal.timeout(DOCUMENT_READ_TIMEOUT_MS);
    const stop = signal ? AbortSignal.any([signal, limit]) : limit;
    try {
      return (await this.pool.run(task, { signal: stop })) as DocumentText;
    } catch (error) {
      if (limit.aborted)
        throw new HttpError(
          504,
          `'${task.fileName}' took too long to read: try a smaller document.`,
          {},
          { cause: error },
        );
      if (signal?.aborted) throw error;
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new HttpError(503, 'Other documents are being read. Please try again in a moment.', {}, { cause: error });
      if (error instanceof Error && /memory|terminated|exited/i.test(error.message))
        throw new HttpError(
          400,
          `'${task.fileName}' unpacks into more than the analyzer can read: try a smaller document.`,
          {},
          { cause: error },
        );
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
