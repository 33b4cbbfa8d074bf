import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, gt, isNull, asc } from 'drizzle-orm';
import { maintenanceWindows, systemMessages } from '../../db/schema/index.js';
import { ErrorResponse } from '../../http/error-response.js';

const SystemMessageBody = Type.Object(
  {
    topic: Type.String(),
    message: Type.String(),
    buttonLabel: Type.Union([Type.String(), Type.Null()]),
    buttonLink: Type.Union([Type.String(), Type.Null()]),
    icon: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'SystemMessage' },
);

const MaintenanceWindowBody = Type.Object(
  { start: Type.String({ format: 'date-time' }), end: Type.String({ format: 'date-time' }), message: Type.Union([Type.String(), Type.Null()]) },
  { title: 'MaintenanceWindow' },
);

/**
 * Public (no sign-in, like /api/health): the shell shows these on the maintenance screen, possibly
 * before anyone can sign in. They reveal only what every user of the portal is shown anyway.
 */
const systemMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/systemMessage',
    {
      schema: {
        tags: ['service'],
        summary: "The active banner message of the site, else the system-wide one; 204 when there is none",
        querystring: Type.Object({ deploymentIndexId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: SystemMessageBody, 204: Type.Null(), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { deploymentIndexId } = request.query;
      const pick = async (scope: ReturnType<typeof isNull>) =>
        (
          await app.db
            .select()
            .from(systemMessages)
            .where(and(scope, eq(systemMessages.active, true)))
            .orderBy(desc(systemMessages.created), desc(systemMessages.systemMessageId))
            .limit(1)
        )[0];
      const row =
        (deploymentIndexId !== undefined ? await pick(eq(systemMessages.deploymentIndexId, deploymentIndexId)) : undefined) ??
        (await pick(isNull(systemMessages.deploymentIndexId)));
      reply.header('Cache-Control', 'no-store');
      if (!row || row.message.trim() === '') return reply.code(204).send(null);
      return { topic: row.topic, message: row.message, buttonLabel: row.buttonLabel, buttonLink: row.buttonLink, icon: row.icon };
    },
  );

  app.get(
    '/maintenanceWindow',
    {
      schema: {
        tags: ['service'],
        summary: 'The current or next scheduled maintenance window; 204 when none is scheduled',
        response: { 200: MaintenanceWindowBody, 204: Type.Null() },
      },
    },
    async (_request, reply) => {
      const [row] = await app.db
        .select()
        .from(maintenanceWindows)
        .where(gt(maintenanceWindows.endsAt, new Date()))
        .orderBy(asc(maintenanceWindows.startsAt))
        .limit(1);
      reply.header('Cache-Control', 'no-store');
      if (!row) return reply.code(204).send(null);
      return { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), message: row.message };
    },
  );
};

export default systemMessageRoutes;
