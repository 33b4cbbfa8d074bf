import fp from 'fastify-plugin';
import { DuplicateJobs } from '../../sites/duplicate-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sites being duplicated (POST v2/deployments/duplicateIndex) and their progress. */
    duplicateJobs: DuplicateJobs;
  }
}

/** The site duplication jobs of this API process (sites/duplicate-jobs.ts). */
export default fp(
  async function duplicateJobs(app) {
    app.decorate('duplicateJobs', new DuplicateJobs(app));
  },
  { name: 'duplicate-jobs', dependencies: ['database', 'blob-storage'] },
);
