import fp from 'fastify-plugin';
import { processAsset, ProcessingWillBeRetried } from '../../workers/process-asset.js';
import { PROCESS_ASSET_QUEUE, type ProcessAssetJob } from '../../assets/queue-asset-processing.js';
import { statisticsRefresher } from '../../search/refresh-statistics.js';
import { workOneAtATime } from './jobs.js';

/**
 * The ingest pipeline's worker: processes queued assets (src/workers/process-asset.ts) one or two at
 * a time (a 2-core machine also serves searches). pg-boss retries a failed try (PROCESS_ASSET_RETRIES) only when
 * processAsset says another try may mend it (ProcessingWillBeRetried); a run that ended in error is over (the
 * asset shows why and its uploader was told), so its job completes. The planner's statistics of the search
 * tables are refreshed within 30 s of new documents.
 */
export default fp(
  async function ingest(app) {
    await app.jobs.createQueue(PROCESS_ASSET_QUEUE);
    // An API instance with PORTAL_WORKERS=off only queues: `portal worker` processes take the jobs.
    if (!app.config.runWorkers) return;
    const statistics = statisticsRefresher(app.db, 30_000, (error) =>
      app.log.warn({ err: error }, 'Refreshing the search statistics failed'),
    );
    app.addHook('onClose', async () => statistics.stop());
    await workOneAtATime<ProcessAssetJob>(app.jobs, PROCESS_ASSET_QUEUE, async (job) => {
      const deps = { engine: app.searchEngine, blobs: app.blobs, log: app.log };
      try {
        await processAsset(deps, job.data.assetId, { triesLeft: job.retryLimit - job.retryCount });
        statistics.changed();
      } catch (error) {
        if (error instanceof ProcessingWillBeRetried) throw error;
      }
    });
  },
  { name: 'ingest', dependencies: ['database', 'jobs', 'search', 'blob-storage'] },
);
