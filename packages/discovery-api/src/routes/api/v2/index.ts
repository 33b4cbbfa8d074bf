import type { FastifyPluginAsync } from 'fastify';
import currentUserRoute from './users/me.js';

/** REST v2: every route here needs a verified bearer token. */
const v2Routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(currentUserRoute);
};

export default v2Routes;
