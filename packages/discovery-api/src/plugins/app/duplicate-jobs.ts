import fp from 'fastify-plugin';
import { DUPLICATE_SITE_QUEUE, DuplicateJobs, type DuplicateSiteJob } from '../../sites/duplicate-jobs.js';
import { workOneAtATime } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sites being duplicated (POST v2/deployments/duplicateIndex) and their progress. */
    duplicateJobs: DuplicateJobs;
  }
}

/**
 * The site duplication jobs (sites/duplicate-jobs.ts): started and read by any API instance, run by a job worker from
 * the 'duplicate-site' queue, one copy at a time (each is one transaction).
 */
export default fp(
  async function duplicateJobs(app) {
    const jobs = new DuplicateJobs(app);
    app.decorate('duplicateJobs', jobs);
    await app.jobs.createQueue(DUPLICATE_SITE_QUEUE);
    if (!app.config.runWorkers) return;
    await workOneAtATime<DuplicateSiteJob>(app.jobs, DUPLICATE_SITE_QUEUE, (job) => jobs.run(job.data.jobId));
  },
  { name: 'duplicate-jobs', dependencies: ['database', 'jobs', 'blob-storage'] },
);
