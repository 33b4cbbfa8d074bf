import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PowerBiEmbed, PowerBiEmbedTokenBody } from '@portal/contracts';
import { requireDashboardAsset } from '../../../../bi/dashboard-asset.js';
import { embedFailure, parsePowerBiReportUrl, POWER_BI_NOT_CONFIGURED } from '../../../../bi/power-bi.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * POST v2/powerbi/embedToken (calls doc "Dashboards and embeds"): a Power BI embed token for a dashboard asset's
 * report, for users who may open that dashboard (bi/dashboard-asset.ts). With Power BI configured the server's
 * service principal mints it (bi/power-bi.ts); otherwise, or when Power BI refuses, the answer is still 200 with
 * the reason in `error` and no token, which the front end shows in its Power BI embed error dialog.
 */
const embedTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/powerbi/embedToken',
    {
      schema: {
        tags: ['dashboards'],
        summary: "A Power BI embed token for a dashboard asset's report",
        description:
          "reportUrl must be the asset's external URL (a Power BI report URL: …/groups/{groupId}/reports/{reportId}/… or …/reportEmbed?reportId=…&groupId=…). " +
          '404 for an unknown doc id or one of another site; 403 for a private asset the user may not open or without dashboard access (user group access); 400 for an asset that is not a dashboard or another report. ' +
          'When Power BI is not configured on the server, or refuses, the answer is 200 with `error` and an empty token.',
        security: BEARER_SECURITY,
        body: PowerBiEmbedTokenBody,
        response: { 200: PowerBiEmbed, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { reportUrl, docId } = request.body;
      await requireDashboardAsset(app, request, docId, reportUrl);
      const report = parsePowerBiReportUrl(reportUrl);
      if (!report) {
        throw new HttpError(
          400,
          'The request is not valid: reportUrl is not a Power BI report URL (…/groups/{groupId}/reports/{reportId} or …/reportEmbed?reportId=…).',
        );
      }
      if (!app.powerBi) return embedFailure(report.reportId, POWER_BI_NOT_CONFIGURED);
      return app.powerBi.embedToken(report);
    },
  );
};

export default embedTokenRoute;
