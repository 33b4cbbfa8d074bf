import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_PREVIEW_BYTES } from '../../../../assets/preview-form.js';

/** The asset file calls read multipart forms (the preview forms), and only these: the parser is scoped to this folder. */
export default async function assetFormParsing(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_PREVIEW_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}
