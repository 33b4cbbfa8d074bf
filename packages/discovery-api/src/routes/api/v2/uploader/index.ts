import type { FastifyPluginAsync } from 'fastify';
import assetCollectionRoutes from './asset-collections.js';
import entityFetchRoutes from './entity-fetches.js';
import markUploadedRoutes from './mark-uploaded.js';
import metadataValueRoutes from './metadata-values.js';
import previewAndVideoRoutes from './preview-and-video.js';
import registerAndUpdateRoutes from './register-and-update.js';

/**
 * The uploader calls of spec §7, under v2/uploader: the entity fetches (GET v2/uploader/<name>?<query>) and
 * the POSTs createNewMetadata, saveAssetWithMetadata, markAsUploaded, markPreviewAsUploaded,
 * triggerVideoIndexingUploader, updateAssetWithMetadata, updateAssetCollections, saveAssetCollections,
 * createEdge and processThumbnailsOnFileReplacement (v2/uploader/<name>).
 */
const uploaderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(entityFetchRoutes);
  await app.register(registerAndUpdateRoutes);
  await app.register(markUploadedRoutes);
  await app.register(previewAndVideoRoutes);
  await app.register(assetCollectionRoutes);
  await app.register(metadataValueRoutes);
};

export default uploaderRoutes;
