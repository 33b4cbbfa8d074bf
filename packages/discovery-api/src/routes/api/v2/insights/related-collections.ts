import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, PAGE_SIZES, RelatedCollections, RelatedCollectionsQuery } from '@portal/contracts';
import { relatedCollections } from '../../../../collections/related-collections.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** GET v2/insights/relatedCollections/{id}: the content page's related collections (collections/related-collections.ts). */
const relatedCollectionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/insights/relatedCollections/:id',
    {
      schema: {
        tags: ['insights', 'collections'],
        summary: 'The collections holding the asset that the signed-in user may see, 25 a page',
        description:
          'Related-flagged collections first, then the most viewed, then the newest. 404 for an unknown asset or one of another site; 403 for a private asset the user may not open.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        querystring: RelatedCollectionsQuery,
        response: { 200: RelatedCollections, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const { rowsPerPage = PAGE_SIZES.relatedRows, page = 1 } = request.query;
      return relatedCollections(app, access, asset.assetId, rowsPerPage, page);
    },
  );
};

export default relatedCollectionsRoute;
