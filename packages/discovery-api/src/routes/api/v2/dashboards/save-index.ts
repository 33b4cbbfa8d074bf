import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeploymentIndex, SaveDeploymentIndexRequest } from '@portal/contracts';
import { saveSiteSettings } from '../../../../customization/site-settings.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { currentSiteId } from '../../../../sites/current-site.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { toDeploymentIndexInfo } from '../../../../sites/site-info.js';

/**
 * PUT v2/dashboards/{id} (calls doc §7 "Deployments and indexes": save an index): a site's name, welcome message,
 * template, theme colours and chart theme (customization/site-settings.ts), for users with editDeploymentIndex on it;
 * the theme's hero and thumbnail images are stripped (spec §5). Answers the site as GET v2/deploymentIndexes/{id}/info
 * does. 403 for other users of the site, 404 for an unknown site, 409 for a name another site of the deployment has.
 */
const saveIndexRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/dashboards/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Saves a site's settings: name, welcome message, template, theme colours and chart theme",
        description:
          'Needs editDeploymentIndex on the site. Fields left out keep their value; hero and thumbnail images in the theme are stripped (they go through PUT v2/deploymentIndexes/theme/{id}). Unknown fields are refused.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: SaveDeploymentIndexRequest,
        response: { 200: DeploymentIndex, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: refuseUnknownFields(SaveDeploymentIndexRequest),
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.id);
      const saved = await saveSiteSettings(app.db, access, request.body);
      return toDeploymentIndexInfo(
        saved,
        (await currentSiteId(app.db, access.user.userId)) === saved.deploymentIndexId,
        app.blobAccount,
      );
    },
  );
};

export default saveIndexRoute;
