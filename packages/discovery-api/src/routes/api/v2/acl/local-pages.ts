import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LocalPage } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { siteLocalPages } from '../../../../navigation/local-pages.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/acl/portal/navigationItems/{indexId}/localPages (calls doc §7 "Navigation, access, user groups"): the pages a
 * site serves from the portal itself, outside its menu. No screen of the portal calls it: the shell's routes (home,
 * content page, upload, notifications, …) are its own route table, the same for every site, and the drawer is built
 * from GET v2/acl/portal/navigationItems/{indexId}. Kept for API clients and the spec's call list.
 */
const localPagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/acl/portal/navigationItems/:indexId/localPages',
    {
      schema: {
        tags: ['navigation'],
        summary: 'The pages the site serves from the portal itself (not menu items), in order',
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(LocalPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.indexId);
      const rows = await siteLocalPages(app.db, site.deploymentIndexId);
      return rows.map(({ localPageId, name, path, code, iconValue, order }) => ({
        localPageId,
        name,
        path,
        code,
        iconValue,
        order,
      }));
    },
  );
};

export default localPagesRoute;
