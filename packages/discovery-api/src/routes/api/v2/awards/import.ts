import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_LIMITS,
  AwardsImport,
  AwardsImportList,
  AwardsImportRefused,
  AwardsSiteQuery,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { requireAwardsManager } from '../../../../awards/awards-access.js';
import { siteImports, storeAwardImport } from '../../../../awards/award-import.js';
import { sitePointLevels } from '../../../../awards/award-points.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';

const MEGABYTES = AWARD_IMPORT_LIMITS.bytes / 1024 / 1024;

/** The one file of the form (field 'file'), read whole: the form's limits bound it. */
async function readImportFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart())
    throw new HttpError(400, 'Send the results file as multipart/form-data, in the field file.');
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file')
        throw new HttpError(400, `Unknown file field '${part.fieldname}': send the results file as 'file'.`);
      file = { bytes, fileName: part.filename.slice(0, 200) || 'results' };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(400, `The file is larger than ${MEGABYTES} MB: split it by year.`, {}, { cause: error });
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new HttpError(400, `The form is not valid: ${(error as Error).message}.`, {}, { cause: error });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'Choose a results file (CSV or XLSX) to import.');
  return file;
}

/**
 * POST v2/awards/import?deploymentIndexId=…: a site administrator imports a results file (CSV or XLSX; the columns
 * are AWARD_IMPORT_COLUMNS). The file is read and checked in a worker thread (awards/award-files.ts); any bad row
 * refuses the whole file with a 400 listing every bad row (row number, column, what is wrong) and nothing is stored;
 * a good file replaces the results of the years it holds, in one transaction, and is recorded (and audited) as an
 * import. GET v2/awards/imports: the site's imports, newest first. Both for the site's administrators only.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/awards/import',
    {
      schema: {
        tags: ['awards'],
        summary: "Import a site's award results from a CSV or XLSX file (site administrators)",
        description: `Columns (first row, any order): ${Object.keys(AWARD_IMPORT_COLUMNS).join(', ')}. At most ${AWARD_IMPORT_LIMITS.rows} rows and ${MEGABYTES} MB. The years in the file replace the site's results of those years.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: Type.Object({ file: Type.String({ format: 'binary', description: 'The results file.' }) }),
        querystring: AwardsSiteQuery,
        response: { 201: AwardsImport, 400: AwardsImportRefused, ...errorResponses(401, 403, 404, 503, 504) },
      },
    },
    async (request, reply) => {
      const siteId = request.query.deploymentIndexId;
      const access = await requireAwardsManager(app, request, siteId);
      const file = await readImportFile(request);
      const levels = await sitePointLevels(app.db, siteId);
      const read = await app.awardFiles.read({ bytes: file.bytes, fileName: file.fileName, levels });
      if (!read.ok) {
        return reply.code(400).send({
          statusCode: 400,
          error: read.error,
          rowErrors: read.rowErrors,
          rowsWithErrors: read.rowsWithErrors,
        });
      }
      const stored = await storeAwardImport(app.db, {
        siteId,
        fileName: file.fileName,
        rows: read.rows,
        userId: access.user.userId,
      });
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/awards/imports',
    {
      schema: {
        tags: ['awards'],
        summary: "The site's award result imports, newest first (site administrators)",
        security: BEARER_SECURITY,
        querystring: AwardsSiteQuery,
        response: { 200: AwardsImportList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireAwardsManager(app, request, request.query.deploymentIndexId);
      return { imports: await siteImports(app.db, request.query.deploymentIndexId) };
    },
  );
};

export default importRoutes;
