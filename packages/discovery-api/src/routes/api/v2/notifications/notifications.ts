import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { notifications } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { toNotificationBody } from '../../../../notifications/notification-events.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';

/** Spec §9: notifications fetch count 15. */
export const NOTIFICATIONS_PAGE_SIZE = 15;

export const NotificationBodySchema = Type.Object(
  {
    notificationId: Type.Integer(),
    title: Type.String(),
    message: Type.String(),
    subject: Type.String(),
    read: Type.Boolean(),
    date: Type.String({ format: 'date-time' }),
    relatedEntity: Type.Union([Type.Object({ entityType: Type.String(), entityId: Type.String() }), Type.Null()]),
  },
  { title: 'Notification' },
);

const UnreadCount = Type.Object({ unreadCount: Type.Integer() }, { title: 'UnreadCount' });

/** The signed-in user's own notifications: `GET /notifications`, `/notifications/unreadCount`, `PUT …/{id}/read`, `PUT …/readAll`. */
const notificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const currentUserId = async (request: Parameters<typeof signedInIdentity>[0]) => (await upsertSignedInUser(app.db, signedInIdentity(request))).userId;
  const unreadCountOf = async (userId: number) =>
    (await app.db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))))[0]?.value ?? 0;

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: `The signed-in user's notifications, newest first, ${NOTIFICATIONS_PAGE_SIZE} per page`,
        security: BEARER_SECURITY,
        querystring: Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) }),
        response: {
          200: Type.Object({ rows: Type.Array(NotificationBodySchema), count: Type.Integer(), unreadCount: Type.Integer() }, { title: 'NotificationPage' }),
          400: ErrorResponse,
          401: ErrorResponse,
        },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.created), desc(notifications.notificationId))
        .limit(NOTIFICATIONS_PAGE_SIZE)
        .offset((request.query.page - 1) * NOTIFICATIONS_PAGE_SIZE);
      const [total] = await app.db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId));
      return { rows: rows.map(toNotificationBody), count: total?.value ?? 0, unreadCount: await unreadCountOf(userId) };
    },
  );

  app.get(
    '/notifications/unreadCount',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the signed-in user's notifications are unread",
        security: BEARER_SECURITY,
        response: { 200: UnreadCount, 401: ErrorResponse },
      },
    },
    async (request) => ({ unreadCount: await unreadCountOf(await currentUserId(request)) }),
  );

  app.put(
    '/notifications/readAll',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the signed-in user's notifications read",
        security: BEARER_SECURITY,
        response: { 200: Type.Object({ updated: Type.Integer(), unreadCount: Type.Integer() }), 401: ErrorResponse },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const updated = await app.db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.notificationId });
      return { updated: updated.length, unreadCount: 0 };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of your notifications read (another user’s is answered 404, as if it did not exist)',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: NotificationBodySchema, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const [row] = await app.db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.notificationId, request.params.id), eq(notifications.userId, userId)))
        .returning();
      if (!row) throw new HttpError(404, `No such notification: ${request.params.id}.`);
      return toNotificationBody(row);
    },
  );
};

export default notificationsRoute;
