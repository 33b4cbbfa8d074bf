import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MetadataEdge, MetadataEdgeInput, NewMetadataValue, NewMetadataValueRequest } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { addEdge, addFieldValue } from '../../../../metadata/metadata-additions.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Adding values and edges is part of uploading (spec §4 'Adding Metadata...'): uploadAsset or editDeploymentIndex on the site. */
async function requireMetadataRights(app: FastifyInstance, request: FastifyRequest, siteId: number) {
  const access = await requireSiteAccess(app, request, siteId);
  if (!access.permissions.uploadAsset && !access.permissions.editDeploymentIndex) {
    throw new HttpError(
      403,
      'You do not have permission to add metadata on this site: it needs uploadAsset or editDeploymentIndex.',
    );
  }
  return access;
}

/**
 * POST v2/uploader/createNewMetadata and createEdge. The spec names createNewMetadata without its payload;
 * chosen: it adds a value the uploader typed to a field of the site's metadata sets, answering the
 * profileFieldValueId to select (the uploader has no free-text values otherwise). createEdge takes the
 * metadata edge of spec §3 (DeploymentIndexId, FieldCode, FieldName, FieldValue, FieldOrder and the
 * Parent four). Both answer 201 when something was added, 200 when it already existed.
 */
const metadataValueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploader/createNewMetadata',
    {
      schema: {
        tags: ['uploader'],
        summary: "Adds a value to a field of the site's metadata sets (or answers the existing one)",
        security: BEARER_SECURITY,
        body: NewMetadataValueRequest,
        response: { 200: NewMetadataValue, 201: NewMetadataValue, ...errors },
      },
    },
    async (request, reply) => {
      const { site } = await requireMetadataRights(app, request, request.body.DeploymentIndexId);
      const { field, value, created } = await addFieldValue(
        app.db,
        site,
        request.body.FieldId,
        request.body.FieldValue,
      );
      return reply.code(created ? 201 : 200).send({
        profileFieldValueId: value.fieldValueId,
        fieldId: field.fieldId,
        fieldName: field.name,
        fieldCode: field.code,
        value: value.value,
        order: value.order,
        softDeleted: value.softDeleted,
        created,
      });
    },
  );

  app.post(
    '/uploader/createEdge',
    {
      schema: {
        tags: ['uploader'],
        summary: 'Links a metadata value under a parent value (hierarchical fields, e.g. a country under its region)',
        security: BEARER_SECURITY,
        body: MetadataEdgeInput,
        response: { 200: MetadataEdge, 201: MetadataEdge, ...errors },
      },
    },
    async (request, reply) => {
      const { site } = await requireMetadataRights(app, request, request.body.DeploymentIndexId);
      const { edge, created } = await addEdge(app.db, site, request.body);
      return reply.code(created ? 201 : 200).send({
        MetadataEdgeId: edge.metadataEdgeId,
        DeploymentIndexId: edge.deploymentIndexId,
        FieldCode: edge.fieldCode,
        FieldName: edge.fieldName,
        FieldValue: edge.fieldValue,
        FieldOrder: edge.fieldOrder,
        ParentFieldCode: edge.parentFieldCode,
        ParentFieldName: edge.parentFieldName,
        ParentFieldValue: edge.parentFieldValue,
        ParentFieldOrder: edge.parentFieldOrder,
        created,
      });
    },
  );
};

export default metadataValueRoutes;
