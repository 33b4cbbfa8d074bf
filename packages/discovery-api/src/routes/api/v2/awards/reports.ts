import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AwardsReportExportBody } from '@portal/contracts';
import { requireAwardsReader } from '../../../../awards/awards-access.js';
import { cleanFilterValues } from '../../../../awards/award-filters.js';
import { awardsReport } from '../../../../awards/award-reports.js';
import { contentDisposition } from '../../../../blob/served-file-headers.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import { EXPORT_CONTENT_TYPES } from '../../../../insights/report-export-files.js';

const file = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/**
 * POST v2/awards/reports/export: the awards reports (the spec leaves their path out), the results or the leaderboard
 * under the page's filters as a CSV or XLSX attachment (awards/award-reports.ts). For every user of the site: the
 * file holds what the pages show them. Counted against the exports limit.
 */
const awardsReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/awards/reports/export',
    {
      schema: {
        tags: ['awards'],
        summary: 'The award results or the leaderboard under the filters, as CSV or XLSX',
        security: BEARER_SECURITY,
        body: AwardsReportExportBody,
        response: {
          200: {
            description: 'The report file, as an attachment.',
            content: { 'text/csv': { schema: file }, [EXPORT_CONTENT_TYPES.xlsx]: { schema: file } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preValidation: refuseUnknownFields(AwardsReportExportBody),
    },
    async (request, reply) => {
      const { deploymentIndexId, currentFilterValues, ...rest } = request.body;
      const access = await requireAwardsReader(app, request, deploymentIndexId);
      const report = await awardsReport(app.db, access, {
        ...rest,
        currentFilterValues: cleanFilterValues(currentFilterValues),
      });
      reply.headers({
        'content-type': report.contentType,
        'content-disposition': contentDisposition(report.fileName),
        'cache-control': 'no-store',
      });
      return reply.send(report.file);
    },
  );
};

export default awardsReportRoutes;
