import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Healthy, Unhealthy } from '@portal/contracts';
import { checkHealth, type HealthReport } from '../../health/check-health.js';

const componentLabels: Record<keyof HealthReport, string> = {
  database: 'the database',
  blobStorage: 'blob storage',
  jobs: 'the job queue',
};

const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Whether the database, blob storage and job queue answer',
        response: { 200: Healthy, 503: Unhealthy },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(app);
      reply.header('Cache-Control', 'no-store');
      const failing = (Object.keys(report) as (keyof HealthReport)[]).filter((component) => report[component] !== 'ok');
      if (failing.length === 0) return { status: 'ok' as const, ...report };

      const names = failing.map((component) => componentLabels[component]).join(', ');
      return reply.code(503).send({
        statusCode: 503 as const,
        error: `The service is unavailable: ${names} ${failing.length === 1 ? 'is' : 'are'} not answering.`,
        status: 'unavailable' as const,
        ...report,
      });
    },
  );
};

export default healthRoute;
