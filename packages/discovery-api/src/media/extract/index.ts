// Reading uploaded files: what they really are, and their text for the search index.
export { detectFileType, TEXT_EXTENSIONS, type DetectedFileType } from './detect-file-type.js';
export { extractText, MAX_TEXT_CHARS, normaliseText, type ExtractedText } from './extract-text.js';
export { ExtractionError } from './extraction-error.js';
export { DocumentReader } from './document-reader.js';
export type { DocumentText, DocumentTextTask } from './document-text.js';
