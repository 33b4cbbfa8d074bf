import { uniqueFileName } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Asset, DeploymentIndex } from '../db/schema/index.js';
import { previewBlobNamesOf, takenPreviewNames } from './asset-previews.js';
import { blobNameInFolder, fileNameOfBlob } from './asset-blob-names.js';
import type { PreviewForm } from './preview-form.js';
import { previewContainerOf } from './stored-files.js';

/** Stores the form's file in the asset's folder of the preview container under a name no other preview of the asset has. */
export async function storePreviewFile(
  app: FastifyInstance,
  site: DeploymentIndex,
  asset: Asset,
  form: PreviewForm,
): Promise<{ containerName: string; blobName: string }> {
  const containerName = previewContainerOf(site);
  const stored = await previewBlobNamesOf(app.db, asset.assetId, containerName);
  const fileName = uniqueFileName(form.fileName, takenPreviewNames(stored.map(fileNameOfBlob)));
  const blobName = blobNameInFolder(asset.docId, fileName);
  const container = app.blobs.getContainerClient(containerName);
  await container.createIfNotExists();
  await container.getBlockBlobClient(blobName).uploadData(form.bytes, {
    blobHTTPHeaders: { blobContentType: form.contentType },
    metadata: { doc_id: asset.docId },
  });
  return { containerName, blobName };
}
