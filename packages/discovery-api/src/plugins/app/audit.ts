import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentAuditContext, runWithAuditContext, type AuditContext } from '../../db/audit-context.js';
import { appendAuditEntry } from '../../db/audit-log.js';
import { OIDC_MOUNT_PATH } from './identity-provider.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the call was refused (its answer's error), for the audit entry of a 401 or 403. */
    refusal?: string;
  }
}

/** The refused answers the audit log keeps: not signed in, and not allowed. */
const REFUSED = new Set([401, 403]);

/** The most of a path an audit entry keeps (a refused call's path is whatever its caller sent). */
const MAX_PATH_CHARS = 500;

const pathOf = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? request.url;
  return path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS)}…` : path;
};

/**
 * The audit log's side of every call (the log itself: db/schema/audit.ts, drizzle/0017):
 * - each call runs in its audit context (who, from which address, which call), which the database clients hand to
 *   the audit trigger in the transaction of every change the call makes (db/audited-database.ts); the signed-in user
 *   is added by `authenticate` (plugins/app/auth.ts);
 * - a call answered 401 or 403 is logged as refused, with the answer's reason.
 */
export default fp(
  async function audit(app) {
    app.addHook('onRequest', (request, _reply, done) => {
      const context: AuditContext = {
        requestId: String(request.id),
        ip: request.ip,
        method: request.method,
        path: pathOf(request),
        userId: null,
        email: null,
      };
      runWithAuditContext(context, done);
    });

    // Written before the answer goes out: whoever reads the log after a refusal finds it, and a caller refused again
    // and again is slowed by it.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // The provider's sign-in pages log their own refusals, as refused sign-ins (routes/oidc/sign-in.ts).
      if (!REFUSED.has(reply.statusCode) || pathOf(request).startsWith(`${OIDC_MOUNT_PATH}/`)) return payload;
      if (typeof payload === 'string') {
        try {
          request.refusal = (JSON.parse(payload) as { error?: string }).error;
        } catch {
          request.refusal = undefined;
        }
      }
      // A caller refused again and again is counted, not written each time (plugins/app/rate-limits.ts).
      const counted = await app.rateLimits.countRefusal(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'A refused call was not counted');
        return { write: true, note: undefined };
      });
      if (!counted.write) return payload;
      const context = currentAuditContext();
      await appendAuditEntry(app.db, {
        kind: 'refused',
        action: 'refused',
        actorUserId: context?.userId ?? null,
        actorEmail: context?.email ?? null,
        ip: request.ip,
        method: request.method,
        path: pathOf(request),
        requestId: String(request.id),
        statusCode: reply.statusCode,
        detail: [request.refusal, counted.note].filter(Boolean).join(' ') || null,
      }).catch((error: unknown) =>
        request.log.error({ err: error }, 'The audit entry of a refused call was not written'),
      );
      return payload;
    });
  },
  { name: 'audit', dependencies: ['database', 'rate-limits'] },
);
