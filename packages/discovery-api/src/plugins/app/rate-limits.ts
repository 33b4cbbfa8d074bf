import { rateLimitMessage } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error.js';
import { requestKind } from '../../limits/request-kinds.js';
import { RateLimiter, type RateLimitState } from '../../limits/rate-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits (limits/rate-limits.ts) and the count of refused calls. */
    rateLimits: RequestLimits;
  }
}

const isApiCall = (url: string) => url.startsWith('/api/v2/') || url.startsWith('/api/graphql');

/** Who a call is counted for: the signed-in user, or the client address before sign-in. */
export function callerOf(request: FastifyRequest): string {
  return request.identity ? `user:${request.identity.email.toLowerCase()}` : `address:${request.ip}`;
}

/** A refused call as the audit log keeps it: its entry written, or only counted (and, once, said so). */
export interface CountedRefusal {
  write: boolean;
  /** For the first refusal past AUDITED_REFUSALS: the entry that says the next ones are counted only. */
  note?: string;
}

export interface RequestLimits {
  limiter: RateLimiter;
  /** Counts a refused call (401, 403) of its caller; past the refusals limit the caller is refused until the window ends. */
  countRefusal(request: FastifyRequest): Promise<CountedRefusal>;
}

/** A 429 with Retry-After and the kind's message. */
export const tooManyRequests = (kind: Parameters<typeof rateLimitMessage>[0], state: RateLimitState) =>
  new HttpError(429, rateLimitMessage(kind, state.retryAfterSeconds), {
    'retry-after': String(state.retryAfterSeconds),
  });

/**
 * Every call is counted against the limit of its kind (limits/request-kinds.ts: writes, interactions, shares,
 * exports), per signed-in user (or per address before sign-in), once it has passed sign-in and its input was read;
 * over the limit it is answered 429 with Retry-After and a message saying when the user may go on, and nothing of it
 * runs. Refused calls count too: a caller refused more than the refusals limit in a window is refused (429) until it
 * ends, every call; a caller before sign-in is known by its address, and only its calls without a token are refused
 * so, as a whole office may share one address.
 */
export default fp(
  async function rateLimits(app) {
    const limiter = new RateLimiter(app.db, app.config.rateLimits);
    /** Callers over the refusals limit, until when: known here without a query for every call. */
    const refusedUntil = new Map<string, number>();
    const blockedFor = (caller: string): RateLimitState | undefined => {
      const until = refusedUntil.get(caller);
      if (until === undefined) return undefined;
      const now = Date.now();
      if (until <= now) {
        refusedUntil.delete(caller);
        return undefined;
      }
      const { max } = app.config.rateLimits.refusals;
      return {
        count: max + 1,
        max,
        exceeded: true,
        retryAfterSeconds: Math.ceil((until - now) / 1000),
        resetsAt: new Date(until),
      };
    };

    app.decorate('rateLimits', {
      limiter,
      async countRefusal(request) {
        const caller = callerOf(request);
        const state = await limiter.take('refusals', caller);
        if (state.exceeded) {
          refusedUntil.set(caller, state.resetsAt.getTime());
          // Forget callers whose window is over, so the map stays as small as the callers refused right now.
          if (refusedUntil.size > 1_000)
            for (const [key, until] of refusedUntil) if (until <= Date.now()) refusedUntil.delete(key);
        }
        // Written one by one up to AUDITED_REFUSALS in a window; past it, counted.
        const audited = app.config.auditedRefusals;
        if (state.count <= audited) return { write: true };
        if (state.count === audited + 1)
          return {
            write: true,
            note: `More than ${audited} refused calls of this caller in a short time: the next ones until ${state.resetsAt.toISOString()} are counted, not written.`,
          };
        return { write: false };
      },
    } satisfies RequestLimits);

    app.addHook('onRequest', async (request) => {
      // Only the API's calls without a token: the portal's pages, and the calls of people signed in, go on.
      if (request.headers.authorization || !isApiCall(request.url)) return;
      const blocked = blockedFor(callerOf(request));
      if (blocked) throw tooManyRequests('refusals', blocked);
    });

    app.addHook('preHandler', async (request) => {
      const caller = callerOf(request);
      if (request.identity) {
        const blocked = blockedFor(caller);
        if (blocked) throw tooManyRequests('refusals', blocked);
      }
      const kind = requestKind(request.method, request.routeOptions.url);
      if (kind === undefined) return;
      const state = await limiter.take(kind, caller);
      if (state.exceeded) throw tooManyRequests(kind, state);
    });
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
