import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_PREVIEW_BYTES } from '../../../../uploader/preview-form.js';
import previewRoutes from './previews.js';
import versionRoutes from './versions.js';

/** The asset calls of spec §7 "Search and documents" that change an asset's files: preview, replaceAssetImagery, versions. */
const assetFileRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: multipart parsing is only for the preview forms.
  await app.register(multipart, { limits: { fileSize: MAX_PREVIEW_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  await app.register(previewRoutes);
  await app.register(versionRoutes);
};

export default assetFileRoutes;
