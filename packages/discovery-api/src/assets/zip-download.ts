import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { uniqueFileName } from './asset-blob-names.js';

/**
 * POST v2/document/downloadSelected builds a ZIP with jszip (already a dependency). Limits: at most 50
 * files (MAX_ZIP_FILES of @portal/contracts) and 500 MB in all, checked before anything is sent (400
 * beyond them): a ZIP is built while it is sent and jszip writes no ZIP64, so 4 GB would be a hard wall; 500 MB keeps a download a few minutes on an
 * ordinary connection. Entries are stored, not deflated: documents, images and office files are
 * compressed already, and deflating would cost the shared CPU for little.
 */
export const MAX_ZIP_BYTES = 500 * 1024 * 1024;

export interface ZipFile {
  /** The entry's name: the file's original name, made unique within the ZIP. */
  name: string;
  containerName: string;
  blobName: string;
}

/** Entry names for files: the names as given, `name (2).ext` for repeats (compared without case). */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const unique = uniqueFileName(name, taken);
    taken.add(unique);
    return unique;
  });
}

/**
 * A blob's bytes as a stream that starts downloading only when first read: jszip writes one entry after
 * the other, so each file is fetched when its turn comes instead of holding 50 connections open.
 */
function lazyBlobStream(app: FastifyInstance, file: ZipFile): Readable {
  let source: NodeJS.ReadableStream | undefined;
  const stream = new Readable({
    read() {
      if (source) {
        (source as Readable).resume();
        return;
      }
      app.blobs
        .getContainerClient(file.containerName)
        .getBlobClient(file.blobName)
        .download()
        .then((download) => {
          source = download.readableStreamBody;
          if (!source) throw new Error(`${file.containerName}/${file.blobName} answered no body.`);
          source.on('data', (chunk: Buffer) => {
            if (!stream.push(chunk)) (source as Readable).pause();
          });
          source.on('end', () => stream.push(null));
          source.on('error', (error: Error) => stream.destroy(error));
        })
        .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
    },
  });
  return stream;
}

/** The ZIP of the files (and, when given, a text entry `notes.name` with `notes.text`), as a stream. */
export function zipStream(
  app: FastifyInstance,
  files: readonly ZipFile[],
  notes?: { name: string; text: string },
): NodeJS.ReadableStream {
  const zip = new JSZip();
  const date = new Date();
  for (const file of files) zip.file(file.name, lazyBlobStream(app, file), { binary: true, date });
  if (notes) zip.file(notes.name, notes.text, { date });
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'STORE' });
}
