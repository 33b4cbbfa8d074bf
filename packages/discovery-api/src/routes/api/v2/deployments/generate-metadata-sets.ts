import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { deploymentIndexes, metadataFields, metadataSets } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { STANDARD_METADATA_FIELDS } from '../../../../sites/standard-metadata-fields.js';

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
        const [existing] = await tx
          .select({ name: metadataSets.name })
          .from(metadataSets)
          .where(and(eq(metadataSets.deploymentIndexId, site.deploymentIndexId), eq(metadataSets.isMaster, true)));
        const [current] = await tx.select({ metadataSetId: deploymentIndexes.metadataSetId }).from(deploymentIndexes).where(eq(deploymentIndexes.deploymentIndexId, site.deploymentIndexId));
        if (existing || current?.metadataSetId) {
          throw new HttpError(409, `The site ${site.name} already has a metadata set${existing ? ` ('${existing.name}')` : ''}; nothing was generated.`);
        }
        const [set] = await tx.insert(metadataSets).values({ name: `${site.name} master set`, isMaster: true, deploymentIndexId: site.deploymentIndexId }).returning();
        if (!set) throw new Error('Creating the metadata set returned no row.');
        const fields = await tx
          .insert(metadataFields)
          .values(
            STANDARD_METADATA_FIELDS.map((field, position) => ({
              setId: set.setId,
              name: field.name,
              code: field.code,
              isRequired: field.isRequired ?? false,
              isMultiple: field.isMultiple,
              order: position + 1,
              facetGroupName: field.facetGroupName,
              displayInFilter: true,
              displayInInsights: field.displayInInsights ?? false,
            })),
          )
          .returning();
        await tx.update(deploymentIndexes).set({ metadataSetId: set.setId, updated: new Date() }).where(eq(deploymentIndexes.deploymentIndexId, site.deploymentIndexId));
        return {
          setId: set.setId,
          name: set.name,
          isMaster: set.isMaster,
          deploymentIndexId: site.deploymentIndexId,
          fields: fields.sort((a, b) => a.order - b.order).map(({ fieldId, name, code, facetGroupName }) => ({ fieldId, name, code, facetGroupName })),
        };
      });
      return reply.code(201).send(created);
    },
  );
};

export default generateMetadataSetsRoute;
