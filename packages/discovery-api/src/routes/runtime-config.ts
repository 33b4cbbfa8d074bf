import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PortalRuntimeConfig } from '@portal/contracts';

/** /config.json: what the shell needs at start, so one build runs against any deployment. */
const runtimeConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { auth, releaseId, environment, maintenanceMode, links, translationScriptUrl } = app.config;
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['portal'],
        summary: 'Runtime configuration of the front end',
        response: { 200: PortalRuntimeConfig },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        apiBase: '/api',
        releaseId,
        environment,
        maintenanceMode,
        auth: {
          authority: auth.authority,
          clientId: auth.clientId,
          scopes: auth.scopes,
          mode: auth.mode,
          knownAuthorities: [new URL(auth.authority).host],
          ...(auth.mode === 'oauth' ? { apiScopes: auth.apiScopes } : {}),
        },
        links,
        translationScriptUrl,
      };
    },
  );
};

export default runtimeConfigRoute;
