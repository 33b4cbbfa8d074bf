import mime from 'mime-types';
import { fileExtension, type FileClass } from '../file-types.js';
import { detectFileType } from './detect-file-type.js';
import { readDocx } from './docx.js';
import { ExtractionError, reasonOf } from './extraction-error.js';
import { readHtml } from './html.js';
import { readImageMetadata } from './image-metadata.js';
import { readPdf } from './pdf.js';
import { readPlainText } from './plain-text.js';
import { readPptx } from './pptx.js';
import { readXlsx } from './xlsx.js';

/** Longest text returned, in UTF-16 code units (JavaScript string length); the rest is cut off. */
export const MAX_TEXT_CHARS = 2_000_000;

export interface ExtractedText {
  /** Normalised text, at most MAX_TEXT_CHARS long; '' for types whose text is not read. */
  text: string;
  title?: string;
  /** Pages of a PDF, slides of a presentation. */
  pageCount?: number;
  mimeType: string;
  typeClass: FileClass;
}

type Read = { text: string; title?: string; pageCount?: number };

/** Images give the words of their metadata (XMP, IPTC, EXIF, PNG text); reading them never fails. */
const IMAGE_READER = { format: 'an image', read: readImageMetadata };

/** The readers, by extension, with the format name used in error messages. */
const READERS: Record<
  string,
  { format: string; read: (bytes: Uint8Array, extension: string) => Promise<Read> | Read }
> = {
  pdf: { format: 'PDF', read: readPdf },
  docx: { format: 'a Word document (DOCX)', read: readDocx },
  pptx: {
    format: 'a PowerPoint presentation (PPTX)',
    read: async (bytes) => {
      const { slideCount, ...rest } = await readPptx(bytes);
      return { ...rest, pageCount: slideCount };
    },
  },
  xlsx: { format: 'an Excel workbook (XLSX)', read: readXlsx },
  html: { format: 'HTML', read: readHtml },
  htm: { format: 'HTML', read: readHtml },
  txt: { format: 'text', read: readPlainText },
  md: { format: 'Markdown', read: readPlainText },
  markdown: { format: 'Markdown', read: readPlainText },
  csv: { format: 'CSV', read: readPlainText },
  ...Object.fromEntries(
    ['png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff', 'heic', 'heif', 'avif'].map((extension) => [
      extension,
      IMAGE_READER,
    ]),
  ),
};

/**
 * Tidies extracted text: Unicode NFC, line ends to \n, control characters dropped, runs of spaces and
 * tabs (incl. no-break spaces) made one space, lines trimmed, and no more than one blank line in a row.
 */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F\uFEFF]/g, '')
      .replace(/[\t\f\u00A0\u2000-\u200A\u202F\u205F\u3000 ]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Cuts text to MAX_TEXT_CHARS without splitting a surrogate pair. */
function capped(text: string): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  const end = /[\uD800-\uDBFF]/.test(text[MAX_TEXT_CHARS - 1]!) ? MAX_TEXT_CHARS - 1 : MAX_TEXT_CHARS;
  return text.slice(0, end);
}

/**
 * Reads the text of a file for indexing. The type comes from the bytes (detectFileType); `mimeType`
 * (e.g. a blob's Content-Type) is used only when the file name has no extension. PDF, DOCX, PPTX,
 * XLSX, HTML, TXT, Markdown and CSV are read; images (PNG, JPEG, GIF, WebP, TIFF, HEIC/HEIF, AVIF)
 * give the words of their embedded metadata — title, headline, description, keywords, people, places,
 * credits (readImageMetadata) — with the first title as `title`, or '' when they carry none; other
 * types (video, audio, archives, legacy Office files, …) give '' — they are indexed by their file
 * metadata only. The text is normalised (normaliseText) and capped at MAX_TEXT_CHARS (2,000,000)
 * characters. A corrupt file of a supported document type throws an ExtractionError naming the file
 * and the reason; a corrupt image gives '' (its metadata is optional).
 */
export async function extractText(
  bytes: Uint8Array,
  options: { fileName: string; mimeType?: string },
): Promise<ExtractedText> {
  const { fileName } = options;
  const fromMime = options.mimeType && !fileExtension(fileName) ? mime.extension(options.mimeType) : false;
  const detected = await detectFileType(bytes, fromMime ? `${fileName}.${fromMime}` : fileName);
  const base = { mimeType: detected.mimeType, typeClass: detected.typeClass };
  const reader = READERS[detected.extension];
  if (!reader) return { text: '', ...base };

  let read: Read;
  try {
    read = await reader.read(bytes, detected.extension);
  } catch (error) {
    throw new ExtractionError(fileName, reader.format, reasonOf(error), { cause: error });
  }
  const title = read.title ? normaliseText(read.title).replace(/\n/g, ' ') : undefined;
  return {
    text: capped(normaliseText(read.text)),
    ...(title ? { title } : {}),
    ...(read.pageCount !== undefined ? { pageCount: read.pageCount } : {}),
    ...base,
  };
}
