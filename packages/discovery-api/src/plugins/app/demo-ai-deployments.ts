import fp from 'fastify-plugin';
import { secretBoxFor } from '../../security/secret-box.js';
import { seedDemoAiDeployments } from '../../seed/seed-demo-extras.js';

/**
 * With the embedded sign-in provider (the demo set-up), seeds the demo AI deployments once the demo sites
 * exist. It lives apart from seedDemoDeployments(db) because sealing the demo keys needs the data folder's
 * secret key.
 */
export default fp(
  async function demoAiDeployments(app) {
    if (!app.identityProvider) return;
    await seedDemoAiDeployments(app.db, await secretBoxFor(app.config.dataDir));
  },
  { name: 'demo-ai-deployments', dependencies: ['database', 'identity-provider', 'demo-deployments'] },
);
