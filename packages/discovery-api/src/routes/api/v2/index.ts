import type { FastifyPluginAsync } from 'fastify';
import navigationItemsRoute from './acl/navigation-items.js';
import aiDeploymentInfoRoute from './aideployments/deployment-info.js';
import notificationsRoute from './notifications/notifications.js';
import submitFormRoute from './forms/submit-form.js';
import localPagesRoute from './acl/local-pages.js';
import pageActionsRoute from './acl/page-actions.js';
import duplicateIndexRoute from './deployments/duplicate-index.js';
import generateMetadataSetsRoute from './deployments/generate-metadata-sets.js';
import deploymentIndexUserGroupsRoute from './usergroups/deployment-index-user-groups.js';
import checkPermissionsRoute from './deployment-indexes/check-permissions.js';
import indexInfoRoute from './deployment-indexes/index-info.js';
import listDeploymentsRoute from './deployments/list-deployments.js';
import setDefaultIndexRoute from './deployments/set-default-index.js';
import currentUserRoute from './users/me.js';
import userPreferencesRoute from './users/preferences.js';
import customizationAreaRoutes from './customization/index.js';
import maintenanceWindowRoutes from './maintenance/maintenance-windows.js';

/** REST v2: every route here needs a verified bearer token. */
const v2Routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(currentUserRoute);
  await app.register(userPreferencesRoute);
  await app.register(listDeploymentsRoute);
  await app.register(setDefaultIndexRoute);
  await app.register(checkPermissionsRoute);
  await app.register(indexInfoRoute);
  await app.register(navigationItemsRoute);
  await app.register(customizationAreaRoutes);
  await app.register(deploymentIndexUserGroupsRoute);
  await app.register(aiDeploymentInfoRoute);
  await app.register(notificationsRoute);
  await app.register(submitFormRoute);
  await app.register(localPagesRoute);
  await app.register(pageActionsRoute);
  await app.register(duplicateIndexRoute);
  await app.register(generateMetadataSetsRoute);
  await app.register(maintenanceWindowRoutes);
};

export default v2Routes;
