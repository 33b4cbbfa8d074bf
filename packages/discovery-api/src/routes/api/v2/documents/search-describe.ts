import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IndexFieldDescription, SearchDescribeQuery } from '@portal/contracts';
import { describeSiteFields } from '../../../../metadata/index-fields.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** GET v2/search/describe/{id}?customize=true (spec §7 "Search and documents"): the fields of a site's search index. */
const searchDescribeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search/describe/:id',
    {
      schema: {
        tags: ['search'],
        summary: "The fields of a site's search records: the fixed ones and the site's master metadata fields",
        description:
          "customize=true gives the site's presentation: display names (the site's field names), facet groups and the site's field order. " +
          "Without it: display name = field name, no group, metadata fields by code. displayInFilter and displayInInsights are the site's in both.",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }) }),
        querystring: SearchDescribeQuery,
        response: { 200: Type.Array(IndexFieldDescription), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.id);
      return describeSiteFields(app.db, site, request.query.customize ?? false);
    },
  );
};

export default searchDescribeRoute;
