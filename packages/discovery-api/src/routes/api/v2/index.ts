import type { FastifyPluginAsync } from 'fastify';
import navigationItemsRoute from './acl/navigation-items.js';
import checkPermissionsRoute from './deployment-indexes/check-permissions.js';
import indexInfoRoute from './deployment-indexes/index-info.js';
import listDeploymentsRoute from './deployments/list-deployments.js';
import setDefaultIndexRoute from './deployments/set-default-index.js';
import currentUserRoute from './users/me.js';

/** REST v2: every route here needs a verified bearer token. */
const v2Routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(currentUserRoute);
  await app.register(listDeploymentsRoute);
  await app.register(setDefaultIndexRoute);
  await app.register(checkPermissionsRoute);
  await app.register(indexInfoRoute);
  await app.register(navigationItemsRoute);
};

export default v2Routes;
