import { extname } from 'node:path';
import { WorkerFileReader } from '../worker-file-reader.js';
import type { DocumentText, DocumentTextTask } from './document-text.js';

/** The worker's file, beside this one: document-reader-worker.ts when the sources run (tests), .js when built. */
const WORKER = new URL(`./document-reader-worker${extname(import.meta.filename)}`, import.meta.url).href;

/** How long reading one document may take, waiting for the thread included. */
const DOCUMENT_READ_TIMEOUT_MS = 20_000;

/**
 * Reads the text of documents sent to the portal but not stored (the Content Analyzer) in a worker thread
 * (media/worker-file-reader.ts): extraction grows with the file (a 10 MB PDF or presentation takes seconds), and a
 * DOCX, PPTX or XLSX is a ZIP that may unpack into far more than its size.
 */
export class DocumentReader extends WorkerFileReader<DocumentTextTask, DocumentText> {
  constructor() {
    super(WORKER, DOCUMENT_READ_TIMEOUT_MS, {
      tooSlow: (fileName) => `'${fileName}' took too long to read: try a smaller document.`,
      busy: 'Other documents are being read. Please try again in a moment.',
      tooBig: (fileName) => `'${fileName}' unpacks into more than the analyzer can read: try a smaller document.`,
    });
  }
}
