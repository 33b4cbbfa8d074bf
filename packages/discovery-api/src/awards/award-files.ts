import { extname } from 'node:path';
import { WorkerFileReader } from '../media/worker-file-reader.js';
import type { AwardFileResult, AwardFileTask } from './award-file.js';

/** The worker's file, beside this one: award-file-worker.ts when the sources run (tests), .js when built. */
const WORKER = new URL(`./award-file-worker${extname(import.meta.filename)}`, import.meta.url).href;

/** How long reading one file may take, waiting for the thread included. */
export const AWARD_FILE_TIMEOUT_MS = 20_000;

/**
 * Reads awards results files in a worker thread (media/worker-file-reader.ts): a 10,000-row XLSX takes a second or
 * more to read, and an XLSX is a ZIP that may unpack into far more than its size.
 */
export class AwardFiles extends WorkerFileReader<AwardFileTask, AwardFileResult> {
  constructor() {
    super(WORKER, AWARD_FILE_TIMEOUT_MS, {
      tooSlow: (fileName) => `'${fileName}' took too long to read: split it into smaller files.`,
      busy: 'Other results files are being read. Please try again in a moment.',
      tooBig: (fileName) => `'${fileName}' unpacks into more than an import can read: split it.`,
    });
  }
}
