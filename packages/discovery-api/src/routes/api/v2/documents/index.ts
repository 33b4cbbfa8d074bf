import type { FastifyPluginAsync } from 'fastify';
import assetDetailsRoutes from './asset-details.js';
import deleteDocumentRoute from './delete-document.js';
import documentByIdRoute from './document-by-id.js';
import documentDownloadRoutes from './document-download.js';
import documentPreviewRoute from './document-preview.js';
import searchDescribeRoute from './search-describe.js';

/**
 * The document calls around search (spec §7 "Search and documents"): list details and thumbnails of
 * results and the pictures behind them, one document by id, file download, download marking, ZIP of a selection, delete, and the
 * description of a site's search fields. Shared rules live in src/documents/.
 */
const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(assetDetailsRoutes);
  await app.register(documentByIdRoute);
  await app.register(documentPreviewRoute);
  await app.register(documentDownloadRoutes);
  await app.register(deleteDocumentRoute);
  await app.register(searchDescribeRoute);
};

export default documentRoutes;
