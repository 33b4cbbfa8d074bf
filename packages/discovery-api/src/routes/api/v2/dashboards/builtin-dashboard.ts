import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUILTIN_DASHBOARD_NAMES, BuiltinDashboard, BuiltinDashboardQuery } from '@portal/contracts';
import {
  builtinDashboard,
  isBuiltinDashboardName,
  requireBuiltinDashboardAccess,
} from '../../../../bi/builtin-dashboards.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/dashboards/builtin/{name}?indexId=…: one of the site's built-in dashboards (bi/builtin-dashboards.ts),
 * the charts the demo's dashboard assets embed. For those who may analyze the site's insights or open a dashboard
 * asset that shows it (requireBuiltinDashboardAccess): 404 for an unknown site or name, 403 for anyone else.
 */
const builtinDashboardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboards/builtin/:name',
    {
      schema: {
        tags: ['dashboards'],
        summary: "A built-in dashboard of the site's own data over the last 12 weeks",
        description: `name is one of ${BUILTIN_DASHBOARD_NAMES.join(', ')}. Weeks start on Monday (UTC). Private assets the user may not open are not listed; queries asked by one person only are listed to users with analyzeInsights alone.`,
        security: BEARER_SECURITY,
        params: Type.Object({ name: Type.String({ maxLength: 40, description: 'The dashboard.' }) }),
        querystring: BuiltinDashboardQuery,
        response: { 200: BuiltinDashboard, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!isBuiltinDashboardName(name)) {
        throw new HttpError(
          404,
          `No such built-in dashboard: '${name}' (there are ${BUILTIN_DASHBOARD_NAMES.join(', ')}).`,
        );
      }
      const access = await requireSiteAccess(app, request, request.query.indexId);
      await requireBuiltinDashboardAccess(app.db, access, name);
      return builtinDashboard(app.db, access, name);
    },
  );
};

export default builtinDashboardRoute;
