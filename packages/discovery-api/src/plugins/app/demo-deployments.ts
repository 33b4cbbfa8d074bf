import fp from 'fastify-plugin';
import { seedDemoDeployments } from '../../seed/seed-demo-deployments.js';

/**
 * With the embedded sign-in provider (the demo set-up), the demo sites, menus and user groups are
 * created after the migrations, so the demo accounts have somewhere to go.
 */
export default fp(
  async function demoDeployments(app) {
    if (!app.identityProvider) return;
    await seedDemoDeployments(app.db);
  },
  { name: 'demo-deployments', dependencies: ['database', 'identity-provider'] },
);
