import fp from 'fastify-plugin';
import { seedDemoDeployments } from '../../seed/seed-demo-deployments.js';
import { seedDemoSiteImages } from '../../seed/demo-site-images.js';
import { demoLibraryEnabled } from '../../seed/demo-library/demo-library-setting.js';

/**
 * With the embedded sign-in provider (the demo set-up), the demo sites, menus and user groups are
 * created after the migrations, so the demo accounts have somewhere to go; each demo site gets its hero
 * and thumbnail images in its customizations container. Unless PORTAL_DEMO_LIBRARY=off, the sites then get
 * their demo library (master metadata sets and about 300 documents of every kind, src/seed/demo-library) in
 * the background once the server is ready; the ingest worker indexes it.
 */
export default fp(
  async function demoDeployments(app) {
    if (!app.identityProvider) return;
    await seedDemoDeployments(app.db);
    // The images are decoration: a blob store that does not answer yet must not stop the start
    // (GET /api/health reports it); they are drawn on the next start instead.
    await seedDemoSiteImages(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'The demo site images could not be stored'),
    );
    if (demoLibraryEnabled()) {
      // Loaded only when used: the file generators (PDF, Office, images) are large modules.
      const { seedDemoLibraryInBackground } = await import('../../seed/demo-library/seed-demo-library.js');
      seedDemoLibraryInBackground(app);
    }
  },
  { name: 'demo-deployments', dependencies: ['database', 'blob-storage', 'identity-provider', 'ingest'] },
);
