import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REPORT_EXPORT_FORMATS, REPORT_EXPORT_NAMES, REPORT_ROWS_HEADER, ReportExportQuery } from '@portal/contracts';
import { contentDisposition } from '../../../../blob/served-file-headers.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { prepareReportExport, requireReportExporter } from '../../../../insights/report-export.js';
import { EXPORT_CONTENT_TYPES } from '../../../../insights/report-export-files.js';

const file = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/**
 * GET v2/deploymentIndexes/{indexId}/reports/{reportName}/export (the call is described in @portal/contracts
 * api/report-export.ts): the site's views, downloads or shares report, or its searches, as a CSV or XLSX attachment
 * streamed from the database, with the number of data rows in REPORT_ROWS_HEADER for a progress bar. For users of
 * the site with exportReports (administrators and editors); other users of the site get 403, an unknown site 404.
 */
const reportExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:indexId/reports/:reportName/export',
    {
      schema: {
        tags: ['deploymentIndexes', 'insights'],
        summary: "One of the site's reports as a CSV or XLSX file (exportReports)",
        description:
          `reportName is one of ${REPORT_EXPORT_NAMES.join(', ')}; format one of ${REPORT_EXPORT_FORMATS.join(', ')}. ` +
          `The answer streams as it is read; its ${REPORT_ROWS_HEADER} header gives the number of data rows first.`,
        security: BEARER_SECURITY,
        params: Type.Object({
          indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }),
          reportName: Type.String({ description: `One of ${REPORT_EXPORT_NAMES.join(', ')}.` }),
        }),
        querystring: ReportExportQuery,
        response: {
          200: {
            description: 'The report file, as an attachment.',
            content: {
              'text/csv': { schema: file },
              [EXPORT_CONTENT_TYPES.xlsx]: { schema: file },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const access = await requireReportExporter(app, request, request.params.indexId);
      const exported = await prepareReportExport(app, access, request.params.reportName, request.query);
      reply.headers({
        'content-type': exported.contentType,
        'content-disposition': contentDisposition(exported.fileName),
        'cache-control': 'no-store',
        [REPORT_ROWS_HEADER]: String(exported.rows),
      });
      return reply.send(exported.file);
    },
  );
};

export default reportExportRoute;
