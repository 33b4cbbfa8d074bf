import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { NotificationStreamQuery } from '@portal/contracts';
import { signedInIdentity } from '../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../http/error-response.js';
import { subscribeToNotifications } from '../../../notifications/notification-events.js';
import { upsertSignedInUser } from '../../../users/upsert-signed-in-user.js';
import { unauthorized } from '../../../auth/unauthorized.js';
import { usersById } from '../../../users/users-by-id.js';
import { BEARER_SECURITY } from '../../../http/bearer-security.js';
import { openEventStream } from '../../../http/event-stream.js';

const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /api/v2/notifications/stream`: server-sent events for the signed-in user; a `notification` event
 * (data: the notification as JSON) each time one is created for them, and a `ready` event on connect.
 *
 * A browser's EventSource cannot send an Authorization header, so the stream may also be opened with a one-use
 * ticket in the query (`ticket`, from POST v2/notifications/streamTicket; ./autohooks.ts). That is why this route is
 * not in the v2 folder, whose hook takes the header only: its path is given here in full.
 */
const notificationStreamRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Open streams never end by themselves; end them when the server shuts down so it can close.
  const openStreams = new Set<{ end(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(
    '/v2/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: "Server-sent events: a 'notification' event for each new notification of the signed-in user",
        description:
          'EventSource cannot send headers: open the stream with the bearer token in the Authorization header, or with a ticket from POST /api/v2/notifications/streamTicket as `ticket` in the query (used once, within a minute). A token in the query is refused.',
        security: BEARER_SECURITY,
        querystring: NotificationStreamQuery,
        response: {
          200: {
            description:
              "An endless text/event-stream: 'ready' with the user id, then 'notification' events (data: the Notification as JSON).",
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const user = request.streamUser
        ? (await usersById(app.db, [request.streamUser.userId])).get(request.streamUser.userId)
        : await upsertSignedInUser(app.db, signedInIdentity(request));
      if (!user) throw unauthorized('the stream ticket names no user.');
      const stream = openEventStream(reply);
      const unsubscribe = subscribeToNotifications(
        user.userId,
        (notification) => stream.send('notification', notification, notification.notificationId),
        // The account was disabled: nothing more reaches it (users/account-status.ts).
        () => stream.end(),
      );
      // Ready once subscribed: a notification created after the client reads it reaches the stream.
      stream.send('ready', { userId: user.userId });
      const keepAlive = setInterval(() => stream.comment('keep-alive'), KEEP_ALIVE_MS);
      openStreams.add(stream);
      stream.onClose(() => {
        clearInterval(keepAlive);
        unsubscribe();
        openStreams.delete(stream);
      });
      // Disabled between the sign-in check and the subscription: the end was announced before it could be heard.
      if (user.status === 'disabled') stream.end();
    },
  );
};

export default notificationStreamRoute;
