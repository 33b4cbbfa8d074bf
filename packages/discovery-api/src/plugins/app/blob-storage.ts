import { resolve } from 'node:path';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import fp from 'fastify-plugin';
import { startAzurite } from '../../blob/start-azurite.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Azure Blob Storage (AZURE_STORAGE_CONNECTION_STRING) or Azurite running in this process. */
    blobs: BlobServiceClient;
  }
}

export default fp(
  async function blobStorage(app) {
    const { azureStorageConnectionString, dataDir } = app.config;
    if (azureStorageConnectionString) {
      app.decorate('blobs', BlobServiceClient.fromConnectionString(azureStorageConnectionString));
      app.log.info('Blob storage: Azure (AZURE_STORAGE_CONNECTION_STRING)');
      return;
    }

    const azurite = await startAzurite(resolve(dataDir, 'blob'));
    app.addHook('onClose', async () => {
      await azurite.close();
    });
    const credential = new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey);
    app.decorate('blobs', new BlobServiceClient(azurite.accountUrl, credential));
    app.log.info(`Blob storage: Azurite at ${azurite.accountUrl}`);
  },
  { name: 'blob-storage' },
);
