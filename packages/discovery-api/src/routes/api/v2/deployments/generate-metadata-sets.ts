import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, GenerateAssetMetadataSetsRequest, GeneratedMetadataSet } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { generateMasterMetadataSet } from '../../../../metadata/master-metadata-set.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const generateMetadataSetsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deployments/generateAssetMetadataSets',
    {
      schema: {
        tags: ['deployments'],
        summary: 'Creates the master metadata set with the standard fields for a site that has none',
        description: 'Portal administrators. 409 when the site already has a metadata set.',
        security: BEARER_SECURITY,
        body: GenerateAssetMetadataSetsRequest,
        response: { 201: GeneratedMetadataSet, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { site, user } = await requireSiteAccess(app, request, request.body.IndexId);
      if (!user.isAdministrator) throw new HttpError(403, ACCESS_MESSAGES.portalAdministratorsOnly);
      const set = await generateMasterMetadataSet(app.db, site);
      const fields = set.fields.map(({ fieldId, name, code, facetGroupName }) => ({
        fieldId,
        name,
        code,
        facetGroupName,
      }));
      return reply.code(201).send({ ...set, fields });
    },
  );
};

export default generateMetadataSetsRoute;
