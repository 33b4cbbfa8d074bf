import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readRemoteRegistry } from '../../registry/read-remote-registry.js';

const RemoteEntry = Type.Object(
  {
    name: Type.String({ description: 'Federation name, e.g. mfe_search' }),
    entry: Type.String({ description: 'URL of the remote’s mf-manifest.json' }),
  },
  { title: 'RemoteEntry' },
);

const Registry = Type.Object({ remotes: Type.Array(RemoteEntry) }, { title: 'RemoteRegistry' });

const registryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/registry',
    {
      schema: {
        tags: ['portal'],
        summary: 'The remotes the shell registers at start, and where each is loaded from',
        response: { 200: Registry },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await readRemoteRegistry(app.config.registryFile, request.log) };
    },
  );
};

export default registryRoute;
