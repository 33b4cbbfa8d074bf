import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, DeploymentIndex, DuplicateIndexRequest } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { duplicateSite } from '../../../../sites/duplicate-site.js';
import { toDeploymentIndexInfo } from '../../../../sites/site-info.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const duplicateIndexRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deployments/duplicateIndex',
    {
      schema: {
        tags: ['deployments'],
        summary:
          'Copies a site (settings, menu, local pages, user groups, customisations, theme, quick links) under a new name',
        description:
          'Needs editDeploymentIndex on the source. The copy shares the source storage, search index and metadata set. 409 when the deployment already has a site of that name.',
        security: BEARER_SECURITY,
        body: DuplicateIndexRequest,
        response: { 201: DeploymentIndex, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const copyName = request.body.CopyName.trim();
      if (copyName === '') throw new HttpError(400, 'The request is not valid: body/CopyName must not be empty.');
      const { site, permissions } = await requireSiteAccess(app, request, request.body.IndexId);
      if (!permissions.editDeploymentIndex) throw new HttpError(403, ACCESS_MESSAGES.siteEditDenied);
      const copy = await duplicateSite(app.db, site, copyName);
      return reply.code(201).send(toDeploymentIndexInfo(copy, false, app.blobAccount));
    },
  );
};

export default duplicateIndexRoute;
