import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BLOB_NAME_LENGTH, requireValidBlobName } from '../../../../blob/blob-names.js';
import { SAS_LIFETIME_MS, signBlobSas } from '../../../../blob/short-lived-sas.js';
import { siteContainers } from '../../../../blob/site-containers.js';
import { canSeeAssetContent } from '../../../../assets/asset-visibility.js';
import { assetOfBlob } from '../../../../documents/blob-owner.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { PRIVATE_ASSET_DENIED } from '../../../../uploader/uploader-access.js';

/** The uploader item's ShortLivedSas: everything a browser needs to read or upload one file. */
const ShortLivedSas = Type.Object(
  {
    sasUrl: Type.String({
      description: 'The file URL with the token: GET it (read) or PUT to it (write), nothing else.',
    }),
    blobUrl: Type.String({ description: 'The file URL without the token: the storage path the uploader stores.' }),
    token: Type.String({
      description: 'The SAS query string (no leading "?"): containerUrl/containerName/blobName?token is sasUrl.',
    }),
    expiresOn: Type.String({
      format: 'date-time',
      description: `When the token stops working: ${SAS_LIFETIME_MS / 60_000} minutes after it was issued.`,
    }),
    permissions: Type.Union([Type.Literal('r'), Type.Literal('cw')], {
      description: 'r for read; cw (create, write) for write.',
    }),
    containerName: Type.String(),
    blobName: Type.String(),
  },
  { title: 'ShortLivedSas' },
);

const sasTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:id/getSasToken',
    {
      schema: {
        tags: ['deploymentIndexes'],
        summary: 'A short-lived access token (SAS) for one file of the site',
        description:
          "Signs a 10-minute SAS for exactly the blob named (sr=b) in one of the site's two containers. " +
          'permission=read (the default) gives r to anyone who may see the site; permission=write gives cw ' +
          '(create and write: single-shot or block upload) to users with uploadAsset, and only for a blob that ' +
          'does not exist yet (409 otherwise: uploads never overwrite). 501 when storage is configured without an account key.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({
          containerName: Type.String({
            minLength: 1,
            description: "The site's containerName or previewContainerName.",
          }),
          blobName: Type.String({
            minLength: 1,
            maxLength: MAX_BLOB_NAME_LENGTH,
            description: 'The path of the file in the container, e.g. <docId>/<file name>.',
          }),
          permission: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('write')], { default: 'read' })),
        }),
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
      if (permission === 'write' && !permissions.uploadAsset)
        throw new HttpError(403, 'You do not have permission to upload to this site.');

      if (permission === 'read') {
        const asset = await assetOfBlob(app, site, containerName, blobName);
        if (!asset)
          throw new HttpError(
            404,
            `No file named "${blobName}" of an asset of this site is stored in ${containerName}.`,
          );
        if (!(await canSeeAssetContent(app.db, access, asset))) throw new HttpError(403, PRIVATE_ASSET_DENIED);
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
