import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteRegistry } from '@portal/contracts';
import { readRemoteRegistry } from '../../registry/read-remote-registry.js';

const registryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/registry',
    {
      schema: {
        tags: ['portal'],
        summary: 'The remotes the shell registers at start, and where each is loaded from',
        response: { 200: RemoteRegistry },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await readRemoteRegistry(app.config.registryFile, request.log) };
    },
  );
};

export default registryRoute;
