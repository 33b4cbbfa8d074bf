import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, AssetInsightMetadata, AssetInsightMetadataQuery } from '@portal/contracts';
import { assetInsightMetadata } from '../../../../insights/asset-insight-metadata.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireAsset } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/assets/{id}/insights/metadata?rowsPerPage&page&field (spec §7): the values of one charted insight field of
 * the asset with their counts, a page at a time, for the content page's insight charts (insights/asset-insight-metadata.ts
 * says where each field comes from, and which have no source in the portal's data: those answer an empty page).
 */
const assetInsightMetadataRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/:id/insights/metadata',
    {
      schema: {
        tags: ['assets', 'insights'],
        summary: 'The values of one charted insight field of the asset, with counts, 25 a page',
        description:
          "field is one of the charted insight keys of spec §5, spelled as the spec spells them ('brand names', 'video faces', …). " +
          "Metadata fields: 'brand names' (brands), 'agency clients' (clients), 'agency topics' (topics), 'agency keywords' (keywords), " +
          "'organizations' (the fields of the Organizations facet group); each value counts once. Video fields ('video keywords', " +
          "'video topics', 'video locations', 'video faces', 'sentiments'): from Azure Video Indexer when it answers for the video, counted by " +
          "appearances, unknown faces hidden. No source in the portal's data: 'landmarks', 'people', 'age distribution', 'gender distribution', " +
          "'celebrities' (and the video fields without Video Indexer): an empty page with source 'none'. " +
          '404 for an unknown asset or one of another site; 403 for a private asset the user may not open.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        querystring: AssetInsightMetadataQuery,
        response: { 200: AssetInsightMetadata, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireAsset(app, request, request.params.id);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const { field, rowsPerPage = 25, page = 1 } = request.query;
      return assetInsightMetadata(app, access, asset, { field, rowsPerPage, page });
    },
  );
};

export default assetInsightMetadataRoute;
