import { detectFileType } from './detect-file-type.js';
import { extractText } from './extract-text.js';
import { ExtractionError } from './extraction-error.js';

/**
 * One file's text for a reader who keeps only its beginning (the Content Analyzer: ai/document-analysis.ts), read in
 * a worker thread (document-reader.ts): the file's real type from its bytes, its text if that type is one the caller
 * reads, cut to `maxChars` there, so that only what is used crosses back to the thread that answers requests.
 */
export interface DocumentTextTask {
  bytes: Uint8Array;
  fileName: string;
  /** The extensions (lower case, no dot) whose text the caller wants; another type is answered `otherType`. */
  readable: readonly string[];
  /** The most characters of text answered (the beginning); `characters` says how many the file held. */
  maxChars: number;
}

export type DocumentText =
  | { kind: 'text'; text: string; characters: number; title?: string }
  /** The bytes are of a type the caller does not read (a picture named report.pdf): its MIME type. */
  | { kind: 'otherType'; mimeType: string }
  /** A file of a readable type whose content could not be read (corrupt, encrypted…): the reason, naming the file. */
  | { kind: 'unreadable'; reason: string };

/** Cuts text to `max` characters without splitting a surrogate pair. */
function beginning(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max);
}

export async function readDocumentText(task: DocumentTextTask): Promise<DocumentText> {
  const type = await detectFileType(task.bytes, task.fileName);
  if (!task.readable.includes(type.extension)) return { kind: 'otherType', mimeType: type.mimeType };
  try {
    const read = await extractText(task.bytes, { fileName: task.fileName });
    return {
      kind: 'text',
      text: beginning(read.text, task.maxChars),
      characters: read.text.length,
      ...(read.title ? { title: read.title } : {}),
    };
  } catch (error) {
    if (error instanceof ExtractionError) return { kind: 'unreadable', reason: error.message };
    throw error;
  }
}
