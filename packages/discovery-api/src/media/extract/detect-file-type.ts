import { fileTypeFromBuffer } from 'file-type';
import mime from 'mime-types';
import { fileExtension, fileTypeClass, type FileClass } from '../file-types.js';

/** What a file really is: its extension (without the dot), MIME type and file-type class. */
export interface DetectedFileType {
  extension: string;
  mimeType: string;
  typeClass: FileClass;
}

/** Text formats `file-type` cannot recognise from bytes; for these the file name's extension is used. */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['txt', 'md', 'markdown', 'csv', 'htm', 'html', 'svg']);

/**
 * Formats that are built on a generic container, by the container `file-type` reports: a .key or
 * .docx file is a ZIP, an old .doc/.xls/.ppt an OLE compound file ("cfb"), an .svg may start as XML,
 * and .m4a/.m4v/.mov files are often reported as MP4. When the bytes show the container and the name
 * one of these formats, the name's (more precise) extension is kept: nothing is contradicted.
 */
const CARRIED_BY: Record<string, ReadonlySet<string>> = {
  zip: new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'key', 'idml']),
  cfb: new Set(['doc', 'xls', 'ppt']),
  xml: new Set(['svg', 'html', 'htm']),
  mp4: new Set(['m4a', 'm4v', 'mov']),
};

const OCTET_STREAM = 'application/octet-stream';

function byExtension(extension: string, fallbackMime?: string): DetectedFileType {
  return {
    extension,
    mimeType: mime.lookup(extension) || fallbackMime || OCTET_STREAM,
    typeClass: fileTypeClass(`file.${extension}`),
  };
}

/**
 * Tells a file's real type from its bytes (the `file-type` package, magic numbers), trusting them over
 * the name: a "report.pdf" that is really a ZIP or an executable is reported as a ZIP or an executable.
 * The name's extension is used when the bytes are a container of the named format (see CARRIED_BY),
 * and when `file-type` cannot recognise the bytes at all: always so for text formats (txt, md, csv,
 * html, svg), and for other names too, since nothing then contradicts them (a corrupt .docx stays a
 * .docx, and reading it fails later). With neither bytes nor an extension to go by, the type is
 * 'application/octet-stream' of class 'other'.
 */
export async function detectFileType(bytes: Uint8Array, fileName: string): Promise<DetectedFileType> {
  const named = fileExtension(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return named ? byExtension(named) : { extension: '', mimeType: OCTET_STREAM, typeClass: 'other' };
  if (named && CARRIED_BY[detected.ext]?.has(named)) return byExtension(named, detected.mime);
  if (
    named === detected.ext ||
    (named === 'jpeg' && detected.ext === 'jpg') ||
    (named === 'tiff' && detected.ext === 'tif')
  ) {
    return { extension: named, mimeType: detected.mime, typeClass: fileTypeClass(`file.${named}`) };
  }
  return { extension: detected.ext, mimeType: detected.mime, typeClass: fileTypeClass(`file.${detected.ext}`) };
}
