import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOCUMENT_ANALYSIS_KINDS,
  DOCUMENT_ANALYSIS_LIMITS,
  DOCUMENT_ANALYSIS_MESSAGES,
  DocumentAnalysis,
  DocumentAnalysisForm,
  DocumentAnalysisQuery,
  documentAnalysisProblem,
  sanitiseFileName,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { addErrorMessage, AI_CALL_ERRORS, aiErrorResponses } from '../../../../ai/ai-errors.js';
import { requireAiPermission } from '../../../../ai/ai-permissions.js';
import { analyzeDocument, type SentDocument } from '../../../../ai/document-analysis.js';
import { streamedAnswer } from '../../../../ai/streamed-answer.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const refusal = (problem: { status: number; message: string }) => new HttpError(problem.status, problem.message);

/**
 * The one file of the form (field `file`): refused by its name before a byte of it is read (415), by its size as it
 * is read (the form's own limit stops reading it: 413), and when empty (400). The name is kept as the uploader keeps
 * one (sanitiseFileName): it is only shown back.
 */
async function readSentDocument(request: FastifyRequest): Promise<SentDocument> {
  if (!request.isMultipart()) throw new HttpError(400, DOCUMENT_ANALYSIS_MESSAGES.noFile);
  let document: SentDocument | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file')
        throw new HttpError(400, `Unknown file field '${part.fieldname}': send the document as 'file'.`);
      const fileName = sanitiseFileName(part.filename) ?? 'the file';
      const byName = documentAnalysisProblem({ name: fileName, size: 1 });
      if (byName) throw refusal(byName);
      document = { bytes: await part.toBuffer(), fileName };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, DOCUMENT_ANALYSIS_MESSAGES.tooLarge, {}, { cause: error });
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, DOCUMENT_ANALYSIS_MESSAGES.oneFile, {}, { cause: error });
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new HttpError(400, `The form is not valid: ${(error as Error).message}.`, {}, { cause: error });
    throw error;
  }
  if (!document) throw new HttpError(400, DOCUMENT_ANALYSIS_MESSAGES.noFile);
  const problem = documentAnalysisProblem({ name: document.fileName, size: document.bytes.length });
  if (problem) throw refusal(problem);
  return document;
}

/**
 * POST v2/assistant/analyzeDocument?deploymentIndexId=… (multipart/form-data, one file in the field `file`): the
 * Content Analyzer (ai/document-analysis.ts). Named as its neighbours (ask, rag, usage) are, by what it does. For a user
 * of the site with analyzeInsights — checked before the form is read, so a refused caller's file is never read. The
 * file: one, of DOCUMENT_ANALYSIS_LIMITS (its kind by name here, by its bytes when read; its size). The document is
 * read and analysed, never stored; the answer is the analysis with who wrote it, as the content page's Analyze shows.
 * Accept: text/event-stream streams the analysis as the other AI calls do (ai/streamed-answer.ts).
 */
const analyzeDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: only this call of the assistant's reads a multipart form.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_ANALYSIS_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.post(
    '/assistant/analyzeDocument',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Analyzes one document that is not added to the library (the Content Analyzer; analyzeInsights)',
        description: `One file (${DOCUMENT_ANALYSIS_KINDS}, up to ${DOCUMENT_ANALYSIS_LIMITS.bytes / 1024 / 1024} MB) in the field file. Its text is analysed by the site's AI as the content page's Analyze analyses an asset (document_analyzer); nothing of it is stored, and the call counts against the user's AI limit. 413 for a larger file, 415 for another kind (by its name or its content), 400 for an empty or unreadable one or one without text. Errors carry errorMessage; with Accept: text/event-stream, delta events then done (the DocumentAnalysis).`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: DocumentAnalysisForm,
        querystring: DocumentAnalysisQuery,
        response: { 200: DocumentAnalysis, ...aiErrorResponses(...AI_CALL_ERRORS, 413, 415, 503) },
      },
      preSerialization: addErrorMessage,
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      requireAiPermission(access, 'analyze');
      const document = await readSentDocument(request);
      return streamedAnswer(request, reply, app.config.ai.timeoutMs, (signal, emit) =>
        analyzeDocument(app, access, document, { signal, onDelta: emit && ((text) => emit('delta', { text })) }),
      );
    },
  );
};

export default analyzeDocumentRoute;
