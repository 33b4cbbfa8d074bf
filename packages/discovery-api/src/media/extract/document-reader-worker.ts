import { readDocumentText } from './document-text.js';

/** The worker thread's entry (piscina): one document's text at a time (document-text.ts). */
export default readDocumentText;
