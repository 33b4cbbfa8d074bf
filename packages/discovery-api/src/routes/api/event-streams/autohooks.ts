import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../../auth/unauthorized.js';
import { currentAuditContext } from '../../../db/audit-context.js';
import { redeemStreamTicket } from '../../../notifications/stream-tickets.js';
import { accountStatus, refuseDisabled } from '../../../users/account-status.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user whose stream ticket opened this event stream (notifications/stream-tickets.ts). */
    streamUser?: { userId: number; email: string };
  }
}

/**
 * The event streams need a signed-in caller, like every v2 call: a verified bearer token in the Authorization
 * header, or (what a browser's EventSource can do, since it sends no headers) a stream ticket in the query, made by a
 * signed-in call a moment before and used once (notifications/stream-tickets.ts). A bearer token in the address is
 * refused: it would end up in access logs and proxies, and it lives for an hour.
 */
export default async function requireSignInFromHeaderOrTicket(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const query = request.query as { access_token?: unknown; ticket?: unknown };
    if (query.access_token !== undefined)
      throw unauthorized(
        'a token is never taken in an address. Open the stream with a ticket from POST /api/v2/notifications/streamTicket.',
      );
    if (request.headers.authorization || typeof query.ticket !== 'string') {
      await app.authenticate(request);
      return;
    }
    const user = await redeemStreamTicket(app.db, query.ticket);
    if (!user)
      throw unauthorized('the stream ticket is not valid: a ticket opens one stream, within a minute of being made.');
    const context = currentAuditContext();
    if (context) {
      context.email = user.email;
      context.userId = user.userId;
    }
    refuseDisabled(await accountStatus(app, request, user.email));
    request.streamUser = user;
  });
}
