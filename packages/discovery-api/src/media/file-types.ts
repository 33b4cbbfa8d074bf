import type { FileTypeClass } from '@portal/contracts';
import pluralize from 'pluralize';

/** The file-type classes of the product spec (@portal/contracts FileTypeClass), plus 'other' for any extension none of them claims. */
export type FileClass = FileTypeClass | 'other';

/** Lower-case extensions (without the dot) of each class. TIFF is its own class, not an image. */
const EXTENSIONS: Record<Exclude<FileClass, 'other'>, readonly string[]> = {
  presentation: ['ppt', 'pptx', 'odp'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'],
  spreadsheet: ['xls', 'xlsx', 'csv', 'ods'],
  document: ['doc', 'docx', 'txt', 'md', 'rtf', 'odt'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v', 'wmv'],
  pdf: ['pdf'],
  html: ['htm', 'html'],
  keynote: ['key'],
  audio: ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'flac'],
  indesign: ['indd', 'idml'],
  psd: ['psd'],
  zip: ['zip', '7z', 'rar'],
  tiff: ['tif', 'tiff'],
};

const CLASS_BY_EXTENSION = new Map<string, FileClass>(
  Object.entries(EXTENSIONS).flatMap(([typeClass, extensions]) =>
    extensions.map((extension) => [extension, typeClass as FileClass] as const),
  ),
);

/**
 * The lower-case extension of a file name or path, without the dot ('' when there is none).
 * A leading dot alone (".gitignore") is a hidden file's name, not an extension.
 */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The file-type class of a file name by its extension, case-insensitively; 'other' when no class claims it. */
export function fileTypeClass(fileName: string): FileClass {
  return CLASS_BY_EXTENSION.get(fileExtension(fileName)) ?? 'other';
}

/** Whether a file is an image by its extension (png, jpg, gif, webp, bmp, svg; TIFF is its own class). */
export function isImage(fileName: string): boolean {
  return fileTypeClass(fileName) === 'image';
}

/** Whether a file is a video by its extension (mp4, mov, avi, mkv, webm, m4v, wmv). */
export function isVideo(fileName: string): boolean {
  return fileTypeClass(fileName) === 'video';
}

/** Hosts whose blob URLs are path-style, `/<account>/<container>/<blob>` (Azurite and other emulators). */
function isPathStyleHost(hostname: string): boolean {
  return hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

/** The blob's path inside its container, as segments: from a relative path, or from a full blob URL. */
function blobPathSegments(storagePath: string): string[] {
  let path = storagePath.trim();
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    // The first segment is the container; on path-style hosts the account comes before it.
    const skip = isPathStyleHost(url.hostname) ? 2 : 1;
    path = url.pathname.split('/').filter(Boolean).slice(skip).join('/');
  }
  return path
    .split(/[/\\]/)
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** Capitalises a word's first letter and keeps the rest as written, so acronyms survive ('FAQs', 'HR'). */
function titleWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The document type of a blob, from the first folder of its storage path.
 *
 * `storagePath` is the blob's path inside its container ("Reports/2024/q1.pdf"), or a full blob URL
 * ("https://acct.blob.core.windows.net/library/Reports/q1.pdf"): for a URL, the first path segment is the
 * container and is skipped, and on path-style hosts (localhost or an IP address, as Azurite uses) the
 * account segment before it is skipped too. Segments are URL-decoded.
 *
 * The folder name 'Cases' (any case) becomes 'Case Study'. Otherwise the name is split on '-', '_' and
 * spaces, each word given a capital first letter (the rest kept as written, so 'FAQs' → 'FAQ'), and only the last word made singular
 * ('Brand-Guidelines' → 'Brand Guideline', 'Sales Reports' → 'Sales Report'), using `pluralize`.
 * A blob at the container's root (no folder) has no document type: undefined.
 */
export function documentTypeFromStoragePath(storagePath: string): string | undefined {
  const segments = blobPathSegments(storagePath);
  if (segments.length < 2) return undefined;
  const folder = segments[0]!.trim();
  if (folder.toLowerCase() === 'cases') return 'Case Study';
  const words = folder
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(titleWord);
  if (words.length === 0) return undefined;
  words[words.length - 1] = pluralize.singular(words[words.length - 1]!);
  return words.join(' ');
}
