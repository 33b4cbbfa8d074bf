import type { FastifyPluginAsync } from 'fastify';
import demoAiDeployments from '../../plugins/app/demo-ai-deployments.js';
import healthRoute from './health.js';
import registryRoute from './registry.js';
import searchHelperRoutes from './search/index.js';
import systemMessageRoutes from './system-message.js';
import notificationStreamRoute from './v2/notifications/notification-stream.js';
import v2Routes from './v2/index.js';

/** Everything under /api. Health and the registry are public; v2 needs a bearer token. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(demoAiDeployments); // demo set-up only: seeds AI deployments with keys sealed by the data folder's key
  await app.register(healthRoute);
  await app.register(registryRoute);
  await app.register(systemMessageRoutes); // public like health: systemMessage, maintenanceWindow
  await app.register(v2Routes, { prefix: '/v2' });
  await app.register(searchHelperRoutes); // search/suggestions, search/questions, search/facetGraph: paths without v2 in the spec
  await app.register(notificationStreamRoute, { prefix: '/v2' }); // outside v2: also takes ?access_token= (EventSource)
};

export default apiRoutes;
