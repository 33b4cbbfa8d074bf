import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a browser may send: the bearer token, JSON, and the headers the SDK's pipeline adds (api-key, so a keyed client reads the 401). */
const CORS_ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, api-key, x-ms-client-request-id, x-ms-return-client-request-id, x-ms-useragent, traceparent, tracestate';
/** Response headers the SDK's pipeline reads: request ids (logging, tracing), retry delays, the bearer challenge. */
const CORS_EXPOSED_HEADERS =
  'request-id, x-ms-request-id, client-request-id, x-ms-client-request-id, retry-after, retry-after-ms, x-ms-retry-after-ms, WWW-Authenticate';
const CORS_MAX_AGE_SECONDS = 3600;

/**
 * CORS for the official SDK in a browser app of an allowed origin: a preflight is answered here, before
 * authentication (it carries no token), with the origin echoed only when allowed; other answers to an allowed
 * origin name it and expose the headers the SDK reads. A foreign origin gets no CORS header, so its browser
 * pages cannot read an answer (tokens are bearer headers, never cookies, so no credentials are allowed).
 */
export function answerCors(allowedOrigins: ReadonlySet<string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed) reply.header('Access-Control-Allow-Origin', origin);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      if (allowed) reply.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
      return;
    }
    if (allowed) {
      reply.headers({
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    return reply.code(204).send();
  };
}
