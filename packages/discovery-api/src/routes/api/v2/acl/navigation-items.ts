import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { pageGroupings, pages } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const NavigationPage = Type.Object(
  {
    pageId: Type.Integer(),
    name: Type.String(),
    path: Type.String({ description: 'An http(s) address is external; `{{name}}` placeholders are filled from configuration.' }),
    code: Type.String(),
    iconValue: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'NavigationPage' },
);

const PageGrouping = Type.Object(
  {
    pageGroupingId: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    order: Type.Integer(),
    pages: Type.Array(NavigationPage),
  },
  { title: 'PageGrouping' },
);

const navigationItemsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/acl/portal/navigationItems/:indexId',
    {
      schema: {
        tags: ['navigation'],
        summary: "The site's menu: page groupings in order, each with its pages",
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(PageGrouping), 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.indexId);
      const groupings = await app.db
        .select()
        .from(pageGroupings)
        .where(eq(pageGroupings.deploymentIndexId, site.deploymentIndexId))
        .orderBy(asc(pageGroupings.order), asc(pageGroupings.pageGroupingId));
      if (groupings.length === 0) return [];
      const items = await app.db
        .select()
        .from(pages)
        .where(inArray(pages.pageGroupingId, groupings.map((grouping) => grouping.pageGroupingId)))
        .orderBy(asc(pages.order), asc(pages.pageId));
      return groupings.map((grouping) => ({
        pageGroupingId: grouping.pageGroupingId,
        name: grouping.name,
        code: grouping.code,
        order: grouping.order,
        pages: items
          .filter((page) => page.pageGroupingId === grouping.pageGroupingId)
          .map((page) => ({ pageId: page.pageId, name: page.name, path: page.path, code: page.code, iconValue: page.iconValue })),
      }));
    },
  );
};

export default navigationItemsRoute;
