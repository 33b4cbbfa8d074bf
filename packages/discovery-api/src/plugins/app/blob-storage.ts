import { resolve } from 'node:path';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import fp from 'fastify-plugin';
import { blobAccountFor, type BlobAccount } from '../../blob/blob-account.js';
import { allowPortalOrigin } from '../../blob/blob-cors.js';
import { startAzuriteOnThread } from '../../blob/start-azurite.js';
import azuriteProxy from '../../blob/azurite-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Azure Blob Storage (AZURE_STORAGE_CONNECTION_STRING) or Azurite running in this process. */
    blobs: BlobServiceClient;
    /** Where browsers reach that storage (see blob/blob-account.ts). */
    blobAccount: BlobAccount;
  }
}

/**
 * Blob storage: Azure when AZURE_STORAGE_CONNECTION_STRING is set, otherwise Azurite started in this
 * process and proxied on the portal's own origin under /blob/<account>. Either way the service's CORS
 * rules let the portal's origin read and upload with a SAS (needed with Azure, where browsers call it).
 */
export default fp(
  async function blobStorage(app) {
    const { azureStorageConnectionString, dataDir, publicUrl } = app.config;
    if (azureStorageConnectionString) {
      const blobs = BlobServiceClient.fromConnectionString(azureStorageConnectionString);
      app.decorate('blobs', blobs);
      app.decorate(
        'blobAccount',
        blobAccountFor({
          accountName: blobs.accountName,
          accountUrl: blobs.url,
          portalPublicUrl: publicUrl,
          proxied: false,
        }),
      );
      app.log.info('Blob storage: Azure (AZURE_STORAGE_CONNECTION_STRING)');
    } else {
      const azurite = await startAzuriteOnThread(resolve(dataDir, 'blob'), (error) =>
        app.log.error({ err: error }, 'Blob storage: the embedded Azurite stopped; files cannot be read or stored'),
      );
      app.addHook('onClose', async () => {
        await azurite.close();
      });
      const credential = new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey);
      const account = blobAccountFor({
        accountName: azurite.accountName,
        accountUrl: azurite.accountUrl,
        portalPublicUrl: publicUrl,
        proxied: true,
      });
      app.decorate('blobs', new BlobServiceClient(azurite.accountUrl, credential));
      app.decorate('blobAccount', account);
      await app.register(azuriteProxy, { account });
      app.log.info(`Blob storage: Azurite at ${azurite.accountUrl}, reached by browsers at ${account.publicUrl}`);
    }

    // A storage account the server may not configure, or that does not answer yet, must not stop or delay the
    // start: the rule is set in the background (the SDK retries for about half a minute when the service does not
    // answer), and the attempt ends when the server closes. /api/health says whether storage answers meanwhile.
    const corsAttempt = new AbortController();
    app.addHook('onClose', async () => corsAttempt.abort());
    void allowPortalOrigin(app.blobs, publicUrl, corsAttempt.signal).then(
      (outcome) => app.log.debug(`Blob storage CORS rule for ${publicUrl}: ${outcome}`),
      (error: unknown) => {
        if (corsAttempt.signal.aborted) return;
        app.log.warn(
          { err: error },
          `Blob storage: could not allow ${publicUrl} in the CORS rules; browsers may be refused`,
        );
      },
    );
  },
  { name: 'blob-storage' },
);
