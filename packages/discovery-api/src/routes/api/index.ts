import type { FastifyPluginAsync } from 'fastify';
import healthRoute from './health.js';
import registryRoute from './registry.js';
import v2Routes from './v2/index.js';

/** Everything under /api. Health and the registry are public; v2 needs a bearer token. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoute);
  await app.register(registryRoute);
  await app.register(v2Routes, { prefix: '/v2' });
};

export default apiRoutes;
