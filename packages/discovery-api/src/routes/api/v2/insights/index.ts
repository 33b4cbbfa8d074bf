import type { FastifyPluginAsync } from 'fastify';
import assetsWithDocIdsRoute from './assets-with-doc-ids.js';

/** The insights calls (spec §7): assets by doc id for the dashboards. */
const insightRoutes: FastifyPluginAsync = async (app) => {
  await app.register(assetsWithDocIdsRoute);
};

export default insightRoutes;
