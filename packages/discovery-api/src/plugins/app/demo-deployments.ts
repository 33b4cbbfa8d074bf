import type { FastifyInstance } from 'fastify';
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
    await storeDemoSiteImages(app);
    if (demoLibraryEnabled()) {
      // Loaded only when used: the file generators (PDF, Office, images) are large modules.
      const { seedDemoLibraryInBackground } = await import('../../seed/demo-library/seed-demo-library.js');
      seedDemoLibraryInBackground(app);
    }
  },
  { name: 'demo-deployments', dependencies: ['database', 'blob-storage', 'identity-provider', 'ingest'] },
);

/** How long the start waits for the blob store's first answer before storing the demo site images in the background. */
const STORAGE_LOOK_MS = 3_000;

/**
 * The demo sites' images are decoration: a blob store that does not answer must neither stop nor delay the start
 * (GET /api/health reports it; the storage client alone would retry for about 20 s). When the store answers a first
 * call within STORAGE_LOOK_MS, the images are stored before the server is ready, so its first pages show them; when
 * it does not, they are stored in the background with the client's retries, ended when the server closes, and
 * drawn on the next start if the store never answers.
 */
async function storeDemoSiteImages(app: FastifyInstance): Promise<void> {
  const failed = (error: unknown) => app.log.warn({ err: error }, 'The demo site images could not be stored');
  const answers = await app.blobs.getProperties({ abortSignal: AbortSignal.timeout(STORAGE_LOOK_MS) }).then(
    () => true,
    () => false,
  );
  if (answers) {
    await seedDemoSiteImages(app).catch(failed);
    return;
  }
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  void seedDemoSiteImages(app, closing.signal).catch((error: unknown) => {
    if (!closing.signal.aborted) failed(error);
  });
}
