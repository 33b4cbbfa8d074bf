import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MaintenanceWindow, SystemMessage, SystemMessageQuery } from '@portal/contracts';
import { errorResponses } from '../../http/error-response.js';
import { currentOrNextMaintenanceWindow } from '../../maintenance/maintenance-windows.js';
import { activeSystemMessage } from '../../maintenance/system-messages.js';

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
        summary: 'The active banner message of the site, else the system-wide one; 204 when there is none',
        querystring: SystemMessageQuery,
        response: { 200: SystemMessage, 204: Type.Null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const row = await activeSystemMessage(app.db, request.query.deploymentIndexId);
      reply.header('Cache-Control', 'no-store');
      if (!row || row.message.trim() === '') return reply.code(204).send(null);
      return {
        topic: row.topic,
        message: row.message,
        buttonLabel: row.buttonLabel,
        buttonLink: row.buttonLink,
        icon: row.icon,
      };
    },
  );

  app.get(
    '/maintenanceWindow',
    {
      schema: {
        tags: ['service'],
        summary: 'The current or next scheduled maintenance window; 204 when none is scheduled',
        response: { 200: MaintenanceWindow, 204: Type.Null() },
      },
    },
    async (_request, reply) => {
      const row = await currentOrNextMaintenanceWindow(app.db);
      reply.header('Cache-Control', 'no-store');
      if (!row) return reply.code(204).send(null);
      return { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), message: row.message };
    },
  );
};

export default systemMessageRoutes;
