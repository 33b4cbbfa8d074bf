import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, DocId, DocumentPreviewQuery } from '@portal/contracts';
import { servedFileHeaders } from '../../../../blob/served-file-headers.js';
import { choosePictures, loadPreviews } from '../../../../assets/asset-imagery.js';
import { requireDocument } from '../../../../documents/document-access.js';
import { binaryResponse } from '../../../../assets/asset-files.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/assets/document/preview/{id}?type=thumbnail|preview (spec §7): the picture behind every
 * thumbnailUrl (assets/thumbnail-url.ts), streamed from the site's preview container. The id is the doc id.
 * 404 for an unknown doc id and for an asset of a site the user cannot use alike (documents/document-access.ts), 403
 * with the spec's private-asset message for a private asset they may not see, 404 when the asset has no
 * picture of that type yet. Cached by the browser for
 * five minutes only, and privately, so a change of rights takes effect soon.
 */
const documentPreviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/document/preview/:id',
    {
      schema: {
        tags: ['assets'],
        summary: "An asset's thumbnail or full-size preview picture (fetched with the bearer token)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.String({ ...DocId, description: 'The doc id.' }) }),
        querystring: DocumentPreviewQuery,
        response: {
          200: binaryResponse('image/*', 'The picture (image/webp, image/png, image/jpeg or image/gif).'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const type = request.query.type ?? 'thumbnail';
      const { asset, isAccessible } = await requireDocument(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const picture = choosePictures(asset, (await loadPreviews(app.db, [asset.assetId])).get(asset.assetId) ?? [])[
        type
      ];
      const missing = () => new HttpError(404, `'${asset.title}' has no ${type} picture yet.`);
      if (!picture) throw missing();
      const download = await app.blobs
        .getContainerClient(picture.containerName)
        .getBlobClient(picture.blobName)
        .download()
        .catch((error: unknown) => {
          if ((error as { statusCode?: number }).statusCode === 404) throw missing();
          throw error;
        });
      if (!download.readableStreamBody) throw missing();
      // A custom preview's type is the uploader's claim: only a type safe inline is shown as itself.
      return reply
        .headers(
          servedFileHeaders(
            picture.mimeType ?? download.contentType,
            picture.fileName ?? picture.blobName.split('/').pop() ?? 'preview',
          ),
        )
        .header('cache-control', 'private, max-age=300')
        .send(download.readableStreamBody);
    },
  );
};

export default documentPreviewRoute;
