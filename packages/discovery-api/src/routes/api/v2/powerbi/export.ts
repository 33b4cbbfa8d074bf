import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PowerBiExport, PowerBiExportBody, PowerBiExportParams, PowerBiExportStatusBody } from '@portal/contracts';
import { exportFile, exportStatus, startExport } from '../../../../bi/bi-exports.js';
import { contentDisposition } from '../../../../blob/served-file-headers.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

const file = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * POST v2/powerbi/export, POST v2/powerbi/exportStatus (calls doc §7 "Dashboards and embeds") and the file of a
 * Succeeded export, GET v2/powerbi/exports/{exportId}/file (the spec leaves its path out). An export is a job
 * (bi/bi-exports.ts): of a dashboard asset's Power BI report through Power BI's export-to-file API when Power BI is
 * configured (Failed with the reason otherwise), or of a built-in BI dashboard rendered by the portal. Status
 * NotStarted, Running, Succeeded or Failed; the page asks again every 2 seconds while NotStarted or Running.
 */
const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/powerbi/export',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Starts an export of a BI dashboard to PDF or PNG',
        description:
          'reportUrl is a built-in BI dashboard (/sites/{siteId}/bidashboards/{page}[?year=YYYY]; for the site’s users) or a dashboard asset’s Power BI report URL with docId (for users who may open it as a dashboard). ' +
          'The answer is the export, NotStarted (or Failed with `error` when Power BI is not configured or refuses). Counted against the exports limit.',
        security: BEARER_SECURITY,
        body: PowerBiExportBody,
        response: { 200: PowerBiExport, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(PowerBiExportBody),
    },
    async (request) => startExport(app, request, request.body),
  );

  app.post(
    '/powerbi/exportStatus',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Where an export stands',
        description:
          'The export of the signed-in user with this id and report URL; 404 for an unknown or expired export id, or one of another user.',
        security: BEARER_SECURITY,
        body: PowerBiExportStatusBody,
        response: { 200: PowerBiExport, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(PowerBiExportStatusBody),
    },
    async (request) => exportStatus(app, request, request.body),
  );

  app.get(
    '/powerbi/exports/:exportId/file',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'The file of a Succeeded export',
        description: 'For the user who asked for the export, until it expires; 409 before it has Succeeded.',
        security: BEARER_SECURITY,
        params: PowerBiExportParams,
        response: {
          200: {
            description: 'The exported file, as an attachment.',
            content: { 'application/pdf': { schema: file }, 'image/png': { schema: file } },
          },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const exported = await exportFile(app, request, request.params.exportId);
      reply.headers({
        'content-type': exported.contentType,
        'content-disposition': contentDisposition(exported.fileName),
        'cache-control': 'private, no-store',
      });
      return reply.send(exported.file);
    },
  );
};

export default exportRoutes;
