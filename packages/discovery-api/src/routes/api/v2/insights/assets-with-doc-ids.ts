import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetsWithDocIdsResponse, DocIds } from '@portal/contracts';
import { readableDocuments } from '../../../../documents/document-access.js';
import { listedPortalAssets } from '../../../../entities/listed-portal-assets.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/insights/assetsWithDocIds (spec §7): the body is the list of doc ids (a JSON array); the answer
 * holds the assets (portal model, portal-asset.ts) keyed by lower-case doc id. As with listDetails, unknown
 * doc ids and assets of sites the user cannot use are absent, and a user who can use no site gets 403;
 * assets the user may not see come with isAccessible false and without their content fields.
 */
const assetsWithDocIdsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/insights/assetsWithDocIds',
    {
      schema: {
        tags: ['insights'],
        summary: 'Assets (portal model) by doc id, keyed by lower-case doc id',
        security: BEARER_SECURITY,
        body: DocIds,
        response: { 200: AssetsWithDocIdsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user, documents } = await readableDocuments(app, request, request.body);
      const list = [...new Map([...documents.values()].map((document) => [document.asset.assetId, document])).values()];
      const portal = await listedPortalAssets(app, user.userId, list);
      return Object.fromEntries(portal.map((asset) => [asset.docId.toLowerCase(), asset]));
    },
  );
};

export default assetsWithDocIdsRoute;
