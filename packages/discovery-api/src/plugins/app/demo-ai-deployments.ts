import type { FastifyPluginAsync } from 'fastify';
import { secretBoxFor } from '../../security/secret-box.js';
import { seedDemoAiDeployments } from '../../seed/seed-demo-extras.js';

/**
 * With the embedded sign-in provider (the demo set-up), seeds the demo AI deployments. It lives apart
 * from seedDemoDeployments(db) because sealing the demo keys needs the data folder's secret key.
 * Registered in routes/api/index.ts, after the demo deployments exist.
 */
const demoAiDeployments: FastifyPluginAsync = async (app) => {
  if (!app.identityProvider) return;
  await seedDemoAiDeployments(app.db, await secretBoxFor(app.config.dataDir));
};

export default demoAiDeployments;
