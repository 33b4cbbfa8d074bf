import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss on the same database; workers register their queues on it. */
    jobs: PgBoss;
  }
}

export default fp(
  async function jobs(app) {
    const { connection, sql } = app.database;
    // Lost jobs (taken by a worker that died) are found by pg-boss's maintenance, at a third of their expiry.
    const maintenanceIntervalSeconds = Math.max(1, Math.min(120, Math.floor(app.config.jobExpireSeconds / 3)));
    // PGlite has no socket, so pg-boss runs its SQL through PGlite itself.
    const boss =
      connection.driver === 'pglite'
        ? new PgBoss({ db: { executeSql: (text, values) => sql.executeSql(text, values) }, maintenanceIntervalSeconds })
        : new PgBoss({ connectionString: connection.connectionString, max: 4, maintenanceIntervalSeconds });
    boss.on('error', (error) => app.log.error({ err: error }, 'Job queue (pg-boss) error'));
    await boss.start();

    app.decorate('jobs', boss);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);

/**
 * Registers a worker of `queue` that takes one job at a time and polls an empty queue twice a second. pg-boss waits
 * out its polling interval after every fetch, even one that brought a job: a job done in 50 ms would leave the worker
 * idle for 450 (at most two jobs a second, a 300-file upload indexed in 2.5 minutes). Once a job ends, failed or not,
 * the worker is told to look again at once.
 */
export async function workOneAtATime<T>(
  boss: PgBoss,
  queue: string,
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  const worker: { id?: string } = {};
  worker.id = await boss.work<T>(
    queue,
    { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await handler(job);
      } finally {
        if (worker.id) boss.notifyWorker(worker.id);
      }
    },
  );
}
