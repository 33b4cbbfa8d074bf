import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, SasTokenQuery, ShortLivedSas } from '@portal/contracts';
import { requireValidBlobName } from '../../../../blob/blob-names.js';
import { signBlobSas } from '../../../../blob/short-lived-sas.js';
import { siteContainers } from '../../../../blob/site-containers.js';
import { canSeeAssetContent } from '../../../../assets/asset-visibility.js';
import { assetOfBlob } from '../../../../assets/blob-owner.js';
import { requireBlobWrite } from '../../../../assets/blob-write-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const sasTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:id/getSasToken',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: 'A short-lived access token (SAS) for one file of the site',
        description:
          "Signs a 10-minute SAS for exactly the blob named (sr=b) in one of the site's two containers. " +
          'permission=read (the default) gives r to anyone who may open the asset the file belongs to; ' +
          'permission=write gives cw (create and write: single-shot or block upload) to users with uploadAsset, only ' +
          'for a name in the folder of an asset they registered and have not uploaded yet (its file under the name ' +
          'issued, or its previews) or of an asset they may edit (a new file or preview; 403 otherwise), and only for a ' +
          'blob that does not exist yet (409 otherwise: uploads never overwrite). ' +
          '501 when storage is configured without an account key.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: SasTokenQuery,
        response: {
          200: ShortLivedSas,
          ...errorResponses(400, 401, 403, 404, 409, 501),
        },
      },
    },
    async (request) => {
      const { containerName, blobName, permission = 'read' } = request.query;
      requireValidBlobName(blobName);
      const access = await requireSiteAccess(app, request, request.params.id);
      const { site, permissions } = access;
      if (containerName !== site.containerName && containerName !== site.previewContainerName) {
        throw new HttpError(
          400,
          `The request is not valid: querystring/containerName must be this site's container (${site.containerName}) or preview container (${site.previewContainerName}).`,
        );
      }
      if (permission === 'write') {
        if (!permissions.uploadAsset) throw new HttpError(403, 'You do not have permission to upload to this site.');
        await requireBlobWrite(app.db, access, containerName, blobName);
      }

      if (permission === 'read') {
        const asset = await assetOfBlob(app, site, containerName, blobName);
        if (!asset)
          throw new HttpError(
            404,
            `No file named "${blobName}" of an asset of this site is stored in ${containerName}.`,
          );
        if (!(await canSeeAssetContent(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      }

      const containers = await siteContainers(app, site);
      if (permission === 'write') {
        const container = containerName === site.containerName ? containers.main : containers.preview;
        if (await container.getBlobClient(blobName).exists()) {
          throw new HttpError(
            409,
            `A file named "${blobName}" already exists in ${containerName}; uploads never replace a file, so choose another name.`,
          );
        }
      }

      const sas = signBlobSas(app, { containerName, blobName, access: permission });
      return { ...sas, expiresOn: sas.expiresOn.toISOString(), containerName, blobName };
    },
  );
};

export default sasTokenRoute;
