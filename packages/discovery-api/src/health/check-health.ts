import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export type ComponentHealth = 'ok' | 'failing';

export interface HealthReport {
  database: ComponentHealth;
  blobStorage: ComponentHealth;
  jobs: ComponentHealth;
}

const CHECK_TIMEOUT_MS = 3_000;

/** Really exercises each dependency: a query, a blob service call, a pg-boss query. */
export async function checkHealth(app: FastifyInstance): Promise<HealthReport> {
  const [database, blobStorage, jobs] = await Promise.all([
    probe(app, 'database', () => app.db.execute(sql`select 1`)),
    probe(app, 'blob storage', () => app.blobs.getProperties({ abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })),
    probe(app, 'jobs', async () => {
      if (!(await app.jobs.isInstalled())) throw new Error('the pg-boss schema is not installed');
    }),
  ]);
  return { database, blobStorage, jobs };
}

async function probe(app: FastifyInstance, component: string, check: () => Promise<unknown>): Promise<ComponentHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    app.log.warn({ err: error }, `Health check: ${component} is failing`);
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}
