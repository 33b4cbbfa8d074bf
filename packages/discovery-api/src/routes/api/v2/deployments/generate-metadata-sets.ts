import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { createMasterMetadataSet, existingMetadataSetOf } from '../../../../sites/master-metadata-set.js';

const GeneratedSet = Type.Object(
  {
    setId: Type.Integer(),
    name: Type.String(),
    isMaster: Type.Boolean(),
    deploymentIndexId: Type.Integer(),
    fields: Type.Array(Type.Object({ fieldId: Type.Integer(), name: Type.String(), code: Type.String(), facetGroupName: Type.Union([Type.String(), Type.Null()]) })),
  },
  { title: 'GeneratedMetadataSet' },
);

const generateMetadataSetsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deployments/generateAssetMetadataSets',
    {
      schema: {
        tags: ['deployments'],
        summary: 'Creates the master metadata set with the standard fields for a site that has none',
        description: 'Needs editDeploymentIndex. 409 when the site already has a metadata set.',
        security: BEARER_SECURITY,
        body: Type.Object({ IndexId: Type.Integer({ minimum: 1 }) }),
        response: { 201: GeneratedSet, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { site, permissions } = await requireSiteAccess(app, request, request.body.IndexId);
      if (!permissions.editDeploymentIndex) throw new HttpError(403, 'You do not have permission to edit this site.');
      const created = await app.db.transaction(async (tx) => {
        const existing = await existingMetadataSetOf(tx, site.deploymentIndexId);
        if (existing) {
          throw new HttpError(409, `The site ${site.name} already has a metadata set${existing.masterSetName ? ` ('${existing.masterSetName}')` : ''}; nothing was generated.`);
        }
        const set = await createMasterMetadataSet(tx, site);
        return { ...set, fields: set.fields.map(({ fieldId, name, code, facetGroupName }) => ({ fieldId, name, code, facetGroupName })) };
      });
      return reply.code(201).send(created);
    },
  );
};

export default generateMetadataSetsRoute;
