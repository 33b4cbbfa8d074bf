import fp from 'fastify-plugin';
import { BI_EXPORT_QUEUE, runBuiltinExport, type BiExportJob } from '../../bi/bi-exports.js';
import { workOneAtATime } from './jobs.js';

/**
 * The worker of built-in BI exports (bi/bi-exports.ts): one export at a time, each rendered by sharp on libvips'
 * threads. pg-boss runs a job again when a try fails or the server stops half-way; the last try records the reason.
 */
export default fp(
  async function biExports(app) {
    await app.jobs.createQueue(BI_EXPORT_QUEUE);
    if (!app.config.runWorkers) return;
    await workOneAtATime<BiExportJob>(app.jobs, BI_EXPORT_QUEUE, (job) =>
      runBuiltinExport(app, job.data.exportId, job.retryCount >= job.retryLimit),
    );
  },
  { name: 'bi-exports', dependencies: ['database', 'jobs'] },
);
