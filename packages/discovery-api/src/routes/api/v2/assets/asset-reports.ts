import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ASSET_REPORT_NAMES, AssetReportPage, AssetReportQuery, PAGE_SIZES, SearchReportPage } from '@portal/contracts';
import {
  assetReportPage,
  isAssetReportName,
  requireReportReader,
  searchReportPage,
  unknownReport,
} from '../../../../insights/asset-reports.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const id = Type.Integer({ minimum: 1, description: 'The asset id.' });
const tags = ['assets', 'insights'];
const paging = (query: AssetReportQuery) => ({
  rowsPerPage: query.rowsPerPage ?? PAGE_SIZES.lists,
  page: query.page ?? 1,
});

/**
 * An asset's reports (calls doc §7; spec §3 "Asset report row", "Search report row"): GET v2/assets/{id}/reports/
 * {reportName} lists the views, downloads or shares recorded (assets/asset-interactions.ts), and
 * GET …/reports/searches the searches that led users to open the asset (POST …/insights/views with a query). Both
 * newest first, one page at a time. Who may read them is not shown in the spec; we chose the asset's uploader and
 * the users with the site permission analyzeInsights (administrators hold every permission) who may open the asset:
 * the reports name who viewed, downloaded, shared or searched, so they are for those who analyze the site or own
 * the content. Other users of the site get 403; an unknown asset or one of another site 404, like every
 * v2/assets/{id} call.
 */
const assetReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered explicitly so that the static segment is never taken for a report name.
  app.get(
    '/assets/:id/reports/searches',
    {
      schema: {
        tags,
        summary: 'The searches that led users to open the asset, newest first',
        security: BEARER_SECURITY,
        params: Type.Object({ id }),
        querystring: AssetReportQuery,
        response: { 200: SearchReportPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireReportReader(app, request, request.params.id);
      return searchReportPage(app.db, asset.assetId, paging(request.query));
    },
  );

  app.get(
    '/assets/:id/reports/:reportName',
    {
      schema: {
        tags,
        summary: "One of the asset's reports (views, downloads or shares), newest first",
        security: BEARER_SECURITY,
        params: Type.Object({
          id,
          reportName: Type.String({ description: `One of ${ASSET_REPORT_NAMES.join(', ')}.` }),
        }),
        querystring: AssetReportQuery,
        response: { 200: AssetReportPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { reportName } = request.params;
      if (!isAssetReportName(reportName)) throw unknownReport(reportName);
      const readable = await requireReportReader(app, request, request.params.id);
      return assetReportPage(app.db, readable, reportName, paging(request.query));
    },
  );
};

export default assetReportRoutes;
