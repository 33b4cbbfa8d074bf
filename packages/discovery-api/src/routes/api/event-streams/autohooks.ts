import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The event streams need a verified bearer token, like every v2 call. A browser's EventSource cannot send
 * an Authorization header, so here, and only here, the token may also come as the `access_token` query
 * parameter; it is verified exactly as the header is (the same `app.authenticate`, fed `Bearer <token>`).
 * Elsewhere a token in a URL would end up in logs and browser history for no reason.
 */
export default async function requireSignInFromHeaderOrQuery(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (!request.headers.authorization && typeof token === 'string' && token !== '')
      request.headers.authorization = `Bearer ${token}`;
    await app.authenticate(request);
  });
}
