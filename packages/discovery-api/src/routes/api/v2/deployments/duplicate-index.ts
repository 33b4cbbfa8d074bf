import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, DeploymentJob, DuplicateIndexRequest } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { signedInUser } from '../../../../users/upsert-signed-in-user.js';

/**
 * Duplicating a site (the administration area's deployments; portal administrators, as the role table says): a long
 * job (sites/duplicate-jobs.ts), started by POST and followed by GET until it is done or failed.
 */
const duplicateIndexRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/deployments/duplicateIndex',
    {
      schema: {
        tags: ['deployments'],
        summary:
          'Starts copying a site (settings, menu, local pages, user groups, customisations, theme, quick links) under a new name',
        description:
          'Portal administrators. Answers 202 with the job at once (follow it with GET v2/deployments/jobs/{jobId}); ' +
          '409 when the deployment already has a site of that name. The copy shares the source storage, search index ' +
          'and metadata set, and gets its own copy of the theme images. A copy that fails leaves nothing behind.',
        security: BEARER_SECURITY,
        body: DuplicateIndexRequest,
        response: { 202: DeploymentJob, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const copyName = request.body.CopyName.trim();
      if (copyName === '') throw new HttpError(400, 'The request is not valid: body/CopyName must not be empty.');
      const { user, site } = await requireSiteAccess(app, request, request.body.IndexId);
      if (!user.isAdministrator) throw new HttpError(403, ACCESS_MESSAGES.portalAdministratorsOnly);
      return reply.code(202).send(await app.duplicateJobs.start(site, copyName, user.userId));
    },
  );

  app.get(
    '/deployments/jobs/:jobId',
    {
      schema: {
        tags: ['deployments'],
        summary: 'A site duplication job: its state, step and progress, the error text when it failed',
        description: 'For the one who started it and portal administrators; 404 for anyone else and unknown jobs.',
        security: BEARER_SECURITY,
        params: Type.Object({ jobId: Type.String({ format: 'uuid' }) }),
        response: { 200: DeploymentJob, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await signedInUser(app.db, signedInIdentity(request));
      const job = await app.duplicateJobs.get(request.params.jobId, user);
      if (!job) throw new HttpError(404, `No such job: ${request.params.jobId}.`);
      return job;
    },
  );
};

export default duplicateIndexRoutes;
