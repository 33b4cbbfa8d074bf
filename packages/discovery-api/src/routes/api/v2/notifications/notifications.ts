import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllNotificationsRead,
  Notification,
  NotificationPage,
  NotificationPageQuery,
  PAGE_SIZES,
  UnreadCount,
} from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { toNotificationBody } from '../../../../notifications/notification-events.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
  unreadNotificationCount,
} from '../../../../notifications/user-notifications.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** The signed-in user's own notifications: `GET /notifications`, `/notifications/unreadCount`, `PUT …/{id}/read`, `PUT …/readAll`. */
const notificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const currentUserId = async (request: Parameters<typeof signedInIdentity>[0]) =>
    (await upsertSignedInUser(app.db, signedInIdentity(request))).userId;

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: `The signed-in user's notifications, newest first, ${PAGE_SIZES.notifications} per page`,
        security: BEARER_SECURITY,
        querystring: NotificationPageQuery,
        response: {
          200: NotificationPage,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const page = await notificationPage(app.db, userId, request.query.page, PAGE_SIZES.notifications);
      return {
        rows: page.rows.map(toNotificationBody),
        count: page.count,
        unreadCount: await unreadNotificationCount(app.db, userId),
      };
    },
  );

  app.get(
    '/notifications/unreadCount',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the signed-in user's notifications are unread",
        security: BEARER_SECURITY,
        response: { 200: UnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => ({ unreadCount: await unreadNotificationCount(app.db, await currentUserId(request)) }),
  );

  app.put(
    '/notifications/readAll',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the signed-in user's notifications read",
        security: BEARER_SECURITY,
        response: {
          200: AllNotificationsRead,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      return { updated: await markAllNotificationsRead(app.db, userId), unreadCount: 0 };
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
        response: { 200: Notification, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const row = await markNotificationRead(app.db, userId, request.params.id);
      if (!row) throw new HttpError(404, `No such notification: ${request.params.id}.`);
      return toNotificationBody(row);
    },
  );
};

export default notificationsRoute;
