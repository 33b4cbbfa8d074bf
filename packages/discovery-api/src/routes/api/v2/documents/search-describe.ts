import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, IndexFieldDescription, SearchDescribeQuery, SearchFieldsChange } from '@portal/contracts';
import { describeSiteFields, saveSiteFields } from '../../../../metadata/index-fields.js';
import { HttpError } from '../../../../http/http-error.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
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

  app.put(
    '/search/describe/:id',
    {
      schema: {
        tags: ['search'],
        summary: "Saves how the site presents its metadata fields in search (the site's customize ability)",
        description:
          'Every metadata field of the site once, in the order wanted: display name, facet group, displayInFilter, ' +
          'displayInInsights. Answers the fields as GET with customize=true. The fixed fields are not the site’s to change.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }) }),
        body: SearchFieldsChange,
        response: { 200: Type.Array(IndexFieldDescription), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: refuseUnknownFields(SearchFieldsChange),
    },
    async (request) => {
      const { site, abilities } = await requireSiteAccess(app, request, request.params.id);
      if (!abilities.site.has('customize')) throw new HttpError(403, ACCESS_MESSAGES.siteEditDenied);
      return saveSiteFields(app.db, site, request.body);
    },
  );
};

export default searchDescribeRoute;
