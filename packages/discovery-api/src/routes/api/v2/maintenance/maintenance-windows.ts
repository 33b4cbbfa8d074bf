import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScheduleMaintenanceRequest, ScheduledMaintenanceWindow } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { cancelMaintenanceWindow, scheduleMaintenanceWindow } from '../../../../maintenance/maintenance-windows.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** Longest window one can schedule: a maintenance notice for longer is a mistake, not a plan. */
const MAX_WINDOW_DAYS = 7;

/**
 * Scheduling maintenance (the spec lists no call for it; the paths are chosen here): portal
 * administrators schedule a window, which every user then sees as the 'Scheduled Maintenance' card
 * (public `GET /api/maintenanceWindow`), and cancel one. Site roles do not suffice: a window concerns
 * the whole portal.
 */
const maintenanceWindowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireAdministrator = async (request: FastifyRequest) => {
    const user = await upsertSignedInUser(app.db, signedInIdentity(request));
    if (!user.isAdministrator) throw new HttpError(403, 'Only portal administrators can schedule maintenance.');
    return user;
  };

  app.post(
    '/maintenanceWindows',
    {
      schema: {
        tags: ['service'],
        summary: 'Schedules a maintenance window (portal administrators)',
        security: BEARER_SECURITY,
        body: ScheduleMaintenanceRequest,
        response: { 201: ScheduledMaintenanceWindow, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdministrator(request);
      const start = new Date(request.body.start);
      const end = new Date(request.body.end);
      if (end <= start) throw new HttpError(400, 'body/end must be after body/start');
      if (end <= new Date()) throw new HttpError(400, 'body/end must be in the future');
      if (end.getTime() - start.getTime() > MAX_WINDOW_DAYS * 86_400_000)
        throw new HttpError(400, `body/end must be at most ${MAX_WINDOW_DAYS} days after body/start`);
      const message = request.body.message?.trim() || null;
      const row = await scheduleMaintenanceWindow(app.db, { start, end, message });
      return reply.code(201).send({
        maintenanceWindowId: row.maintenanceWindowId,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        message: row.message,
      });
    },
  );

  app.delete(
    '/maintenanceWindows/:maintenanceWindowId',
    {
      schema: {
        tags: ['service'],
        summary: 'Cancels a scheduled maintenance window (portal administrators)',
        security: BEARER_SECURITY,
        params: Type.Object({ maintenanceWindowId: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdministrator(request);
      const cancelled = await cancelMaintenanceWindow(app.db, request.params.maintenanceWindowId);
      if (!cancelled) throw new HttpError(404, `No such maintenance window: ${request.params.maintenanceWindowId}.`);
      return reply.code(204).send(null);
    },
  );
};

export default maintenanceWindowRoutes;
