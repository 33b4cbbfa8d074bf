import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EntityIds, EntityQuickLinksResponse, QuickLinksResponse, SaveQuickLinksRequest } from '@portal/contracts';
import {
  QUICK_LINK_PATH_TYPES,
  entityTypeFromPath,
  requireEntitiesRead,
  requireEntityRead,
  requireEntityWrite,
} from '../../../../customization/entity-access.js';
import { loadQuickLinks, saveQuickLinks } from '../../../../entities/quick-link-lists.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const TypeParam = Type.String({
  description: `One of ${Object.keys(QUICK_LINK_PATH_TYPES).join(', ')} (singular, as in spec §7).`,
});
const errors = errorResponses(400, 401, 403, 404);

/**
 * Quick links (spec §7): GET v2/{type}/quicklinks/{id} and POST v2/{type}/quicklinks/{id} with links to save;
 * {type} is deploymentIndex, collection or group. The spec's "POST the same path with a list of ids for many"
 * would clash with the save, so fetching many is POST v2/{type}/quicklinks (no id) with the ids as the body.
 */
const quickLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:type/quicklinks/:id',
    {
      schema: {
        tags: ['customization'],
        summary: 'The quick links of a site, collection or group',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        response: { 200: QuickLinksResponse, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(QUICK_LINK_PATH_TYPES, request.params.type);
      await requireEntityRead(app, request, type, request.params.id);
      return (await loadQuickLinks(app.db, type, [request.params.id])).get(request.params.id) ?? [];
    },
  );

  // No screen of the portal calls it: quick links are shown on one pinboard or one site's shortcuts page at a time, read
  // with the GET above. Kept for API clients and the spec's call list.
  app.post(
    '/:type/quicklinks',
    {
      schema: {
        tags: ['customization'],
        summary: 'The quick links of many entities, one entry per id in the order of the ids',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam }),
        body: EntityIds,
        response: { 200: EntityQuickLinksResponse, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(QUICK_LINK_PATH_TYPES, request.params.type);
      await requireEntitiesRead(app, request, type, request.body);
      const links = await loadQuickLinks(app.db, type, request.body);
      return request.body.map((entityId) => ({ entityId, quickLinks: links.get(entityId) ?? [] }));
    },
  );

  app.post(
    '/:type/quicklinks/:id',
    {
      schema: {
        tags: ['customization'],
        summary:
          "Replaces the entity's quick links: for the site's administrators and a collection's or group's owners and editors",
        description:
          'A link without an id and without values is ignored (spec §5). Each value must be an absolute http, https or mailto URL.',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        body: SaveQuickLinksRequest,
        response: { 200: QuickLinksResponse, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(QUICK_LINK_PATH_TYPES, request.params.type);
      await requireEntityWrite(app, request, type, request.params.id);
      return saveQuickLinks(app.db, type, request.params.id, request.body);
    },
  );
};

export default quickLinkRoutes;
