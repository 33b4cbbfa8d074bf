import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionFormInput } from '@portal/contracts';
import { collectionFormInput } from '../../../../collections/collection-form.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/collectionForm/input/{indexId}: what the collection create/edit panel needs on the site (the site's
 * users and user groups to pick members from, the collection roles, a new collection's defaults with the
 * site's theme colours): collections/collection-form.ts. Any user of the site may create a collection.
 */
const collectionFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collectionForm/input/:indexId',
    {
      schema: {
        tags: ['collections'],
        summary: "What the collection form needs: the site's users and user groups, the roles, the defaults",
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: CollectionFormInput, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      return collectionFormInput(app, access);
    },
  );
};

export default collectionFormRoutes;
