import type { FastifyInstance } from 'fastify';

/**
 * The search helpers (/api/search/...) need a verified bearer token, like /api/v2 (plugins/app/auth.ts);
 * sign-in-required.test.ts checks every call the OpenAPI document marks with the bearer scheme.
 */
export default async function requireSignIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
