import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NavigationPageGroup } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { siteMenu } from '../../../../navigation/site-menu.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const navigationItemsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/acl/portal/navigationItems/:indexId',
    {
      schema: {
        tags: ['navigation'],
        summary: "The site's menu: page groupings in order, each with its pages",
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(NavigationPageGroup), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.indexId);
      const groupings = await siteMenu(app.db, site.deploymentIndexId);
      return groupings.map((grouping) => ({
        pageGroupingId: grouping.pageGroupingId,
        name: grouping.name,
        code: grouping.code,
        order: grouping.order,
        pages: grouping.pages.map((page) => ({
          pageId: page.pageId,
          name: page.name,
          path: page.path,
          code: page.code,
          iconValue: page.iconValue,
        })),
      }));
    },
  );
};

export default navigationItemsRoute;
