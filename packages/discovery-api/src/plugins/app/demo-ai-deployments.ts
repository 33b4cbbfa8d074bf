import fp from 'fastify-plugin';
import { seedDemoAiDeployments } from '../../seed/seed-demo-extras.js';

/**
 * With the embedded sign-in provider (the demo set-up), seeds the demo AI deployments (the local extractive
 * assistant) once the demo sites exist.
 */
export default fp(
  async function demoAiDeployments(app) {
    if (!app.identityProvider) return;
    await seedDemoAiDeployments(app.db);
  },
  { name: 'demo-ai-deployments', dependencies: ['database', 'identity-provider', 'demo-deployments'] },
);
