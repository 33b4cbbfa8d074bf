import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSET_STREAM_CODES,
  AssetStreamPage,
  AssetStreamPageRequest,
  AssetStreams,
  AssetStreamsQuery,
  PAGE_SIZES,
} from '@portal/contracts';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { assetStreamPage, assetStreams, requestedStreams } from '../../../../streams/asset-streams.js';

const params = Type.Object({ indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index).' }) });

/**
 * GET v2/assetStreams/{indexId} and POST v2/assetStreams/{indexId}/{code}/assets (calls doc §7 "Assets"): the home
 * page's streams of a site and one page of a stream (streams/asset-streams.ts). Any user of the site reads them: the
 * home page is everyone's, and each stream holds only what its reader may see (search's private-asset rule, the
 * collections and groups they may see). 404 for an unknown site, 403 for a site the caller does not use.
 */
const assetStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assetStreams/:indexId',
    {
      schema: {
        tags: ['assetStreams'],
        summary:
          "The site's home page streams: latest uploads, new cases and, when asked, the featured ones (or those codes names)",
        description: `Latest uploads and new cases hold ${PAGE_SIZES.latestUploads} items, the featured streams ${PAGE_SIZES.streams}; count is the size of each whole stream.`,
        security: BEARER_SECURITY,
        params,
        querystring: AssetStreamsQuery,
        response: { 200: AssetStreams, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      const { includeFeaturedContent = false, codes } = request.query;
      return assetStreams(app, access, requestedStreams(includeFeaturedContent, codes));
    },
  );

  app.post(
    '/assetStreams/:indexId/:code/assets',
    {
      schema: {
        tags: ['assetStreams'],
        summary: 'One page of a home page stream ("see more")',
        description: `code is one of ${ASSET_STREAM_CODES.join(', ')} (404 for another). The body may be left out.`,
        security: BEARER_SECURITY,
        params: Type.Object({ ...params.properties, code: Type.String({ minLength: 1, maxLength: 60 }) }),
        body: AssetStreamPageRequest,
        response: { 200: AssetStreamPage, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: async (request) => {
        request.body ??= {};
        await refuseUnknownFields(AssetStreamPageRequest)(request);
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      return assetStreamPage(app, access, request.params.code, {
        page: request.body.page ?? 1,
        rowsPerPage: request.body.rowsPerPage ?? PAGE_SIZES.streams,
      });
    },
  );
};

export default assetStreamRoutes;
