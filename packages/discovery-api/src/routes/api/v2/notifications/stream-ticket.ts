import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationStreamTicket } from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { issueStreamTicket } from '../../../../notifications/stream-tickets.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';

/**
 * `POST /notifications/streamTicket`: a ticket that opens the signed-in user's notification stream once, within a
 * minute (GET /api/v2/notifications/stream?ticket=…): what a browser's EventSource, which sends no headers, opens the
 * stream with instead of its bearer token (notifications/stream-tickets.ts).
 */
const streamTicketRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/notifications/streamTicket',
    {
      schema: {
        tags: ['notifications'],
        summary: "A one-use ticket (a minute) to open the signed-in user's notification stream",
        security: BEARER_SECURITY,
        response: { 201: NotificationStreamTicket, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = await upsertSignedInUser(app.db, signedInIdentity(request));
      const { ticket, expiresAt } = await issueStreamTicket(app.db, user);
      return reply.code(201).send({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );
};

export default streamTicketRoute;
