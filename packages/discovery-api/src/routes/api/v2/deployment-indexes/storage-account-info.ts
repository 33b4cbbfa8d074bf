import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StorageAccountInfo, StorageAccountInfoQuery } from '@portal/contracts';
import { toPublicBlobUrl } from '../../../../blob/blob-account.js';
import { requireValidBlobName } from '../../../../blob/blob-names.js';
import { siteContainers } from '../../../../blob/site-containers.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/deploymentIndexes/{id}/getStorageAccountInfo (calls doc §7 "Deployments and indexes"): where the site's files
 * live. No screen of the portal calls it: the uploader writes each file with the blob-scoped SAS of getSasToken, and
 * files come back through GET v2/document/download or the short-lived URLs of the asset answers, so no page needs the
 * account's or containers' addresses. Kept for API clients (e.g. a bulk import tool) and the spec's call list.
 */
const storageAccountInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:id/getStorageAccountInfo',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: "The addresses of the site's storage: account, both containers and, given blobName, the file",
        description:
          "For anyone who may see the site. The site's containers are created if they do not exist yet. " +
          "With embedded storage the addresses are on the portal's own origin (/blob/<account>), which proxies them.",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: StorageAccountInfoQuery,
        response: { 200: StorageAccountInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { blobName } = request.query;
      if (blobName !== undefined) requireValidBlobName(blobName);
      const { site } = await requireSiteAccess(app, request, request.params.id);
      const { main, preview } = await siteContainers(app, site);
      const publicUrl = (url: string) => toPublicBlobUrl(app.blobAccount, url);
      return {
        accountName: app.blobAccount.accountName,
        accountUrl: app.blobAccount.publicUrl,
        containerName: site.containerName,
        containerUrl: publicUrl(main.url),
        previewContainerName: site.previewContainerName,
        previewContainerUrl: publicUrl(preview.url),
        blobName: blobName ?? null,
        blobUrl: blobName === undefined ? null : publicUrl(main.getBlobClient(blobName).url),
        previewBlobUrl: blobName === undefined ? null : publicUrl(preview.getBlobClient(blobName).url),
      };
    },
  );
};

export default storageAccountInfoRoute;
