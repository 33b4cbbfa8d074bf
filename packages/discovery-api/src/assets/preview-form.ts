import { PREVIEW_CONTENT_TYPES, PREVIEW_TYPES_TEXT, sanitiseFileName } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/http-error.js';

/** Largest preview file accepted (the spec gives no limit; previews are pictures or short PDFs). */
export const MAX_PREVIEW_BYTES = 20 * 1024 * 1024;

export interface PreviewForm {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  useAsThumbnail: boolean;
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/**
 * Reads the preview form of v2/assets/{id}/preview and replaceAssetImagery (spec §7: assetId, file,
 * useAsThumbnail). The file's type is taken from its bytes, not from what the browser declares; a declared
 * type other than application/octet-stream must agree. Every refusal is a 400 naming the field; nothing is
 * stored until the whole form is read.
 */
export async function readPreviewForm(request: FastifyRequest, assetId: number): Promise<PreviewForm> {
  if (!request.isMultipart())
    throw new HttpError(400, 'The preview must be sent as multipart/form-data (assetId, file, useAsThumbnail).');
  let file: { bytes: Buffer; name: string; declared: string } | undefined;
  let useAsThumbnail = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file')
          throw new HttpError(
            400,
            `The request is not valid: unknown file field '${part.fieldname}': send the preview as 'file'.`,
          );
        if (file) throw new HttpError(400, 'The request is not valid: send one file.');
        file = { bytes, name: part.filename, declared: part.mimetype };
        continue;
      }
      const value = String(part.value).trim();
      if (part.fieldname === 'assetId' && value !== '' && value !== String(assetId)) {
        throw new HttpError(
          400,
          `The request is not valid: assetId '${value}' does not match the id in the path (${assetId}).`,
        );
      }
      if (part.fieldname === 'useAsThumbnail') {
        const word = value.toLowerCase();
        if (!TRUE_WORDS.has(word) && !FALSE_WORDS.has(word))
          throw new HttpError(400, `The request is not valid: useAsThumbnail must be true or false, not '${value}'.`);
        useAsThumbnail = TRUE_WORDS.has(word);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        400,
        `The request is not valid: file is larger than ${MAX_PREVIEW_BYTES / 1024 / 1024} MB.`,
        {},
        { cause: error },
      );
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new HttpError(400, `The preview form is not valid: ${(error as Error).message}.`, {}, { cause: error });
    throw error;
  }
  if (!file || file.bytes.length === 0)
    throw new HttpError(400, 'The request is not valid: file is required (the preview image or PDF).');
  const sniffed = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!sniffed || !(PREVIEW_CONTENT_TYPES as readonly string[]).includes(sniffed)) {
    throw new HttpError(
      400,
      `The request is not valid: file must be ${PREVIEW_TYPES_TEXT}${sniffed ? ` (its content is ${sniffed})` : ''}.`,
    );
  }
  const declared = file.declared.toLowerCase();
  if (declared !== 'application/octet-stream' && declared !== sniffed) {
    throw new HttpError(
      400,
      `The request is not valid: file is declared as ${file.declared} but its content is ${sniffed}.`,
    );
  }
  const extension = sniffed === 'application/pdf' ? 'pdf' : sniffed.slice('image/'.length).replace('jpeg', 'jpg');
  return {
    bytes: file.bytes,
    fileName: sanitiseFileName(file.name) ?? `preview.${extension}`,
    contentType: sniffed,
    useAsThumbnail,
  };
}
