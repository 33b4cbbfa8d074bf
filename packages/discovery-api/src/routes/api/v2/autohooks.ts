import type { FastifyInstance } from 'fastify';

/**
 * Every call under /api/v2 needs a verified bearer token (plugins/app/auth.ts). Autoload applies this hook
 * to the routes of this folder and of every folder below it (`cascadeHooks`); sign-in-required.test.ts
 * checks each v2 call of the OpenAPI document. The notification stream, which also takes the token from
 * its query, lives outside this folder (routes/api/event-streams).
 */
export default async function requireSignIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
