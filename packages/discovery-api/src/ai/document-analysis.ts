import {
  DEFAULT_GPT_MODEL,
  DOCUMENT_ANALYSIS_LIMITS,
  DOCUMENT_ANALYSIS_MESSAGES,
  unsupportedDocumentMessage,
  type ChatMessage,
  type DocumentAnalysis,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import type { DocumentText } from '../media/extract/index.js';
import { fileTypeClass } from '../media/file-types.js';
import type { SiteAccess } from '../sites/site-access.js';
import { requireAiCallsLeft } from './ai-calls.js';
import { requireAiPermission } from './ai-permissions.js';
import { MAX_CONTEXT_CHARS, type AssetContext } from './asset-context.js';
import { answerRequest, type AskOptions } from './assistant.js';
import { stoppedCallError } from './providers/chat-model.js';

/** One document sent to be analysed: its bytes, and its name as sent. */
export interface SentDocument {
  bytes: Uint8Array;
  fileName: string;
}

/** What the analysis asks, as the content page's Analyze asks it of an asset. */
const ANALYZE: ChatMessage = { role: 'document_analyzer', message: 'Analyze this document.' };

/**
 * POST v2/assistant/analyzeDocument, the Content Analyzer: a document that is not in the library, analysed by the
 * site's AI as the content page's Analyze analyses an asset (document_analyzer: summary, themes, facts and figures,
 * tone). In order:
 * 1. the user has analyzeInsights on the site (the route checked the file's name and size before reading it);
 * 2. a user with no AI calls left this hour is refused before the document is read;
 * 3. the document is read in a worker thread (media/extract/document-reader.ts): its type from its bytes, which must
 *    be one the analyzer reads, and its text, of which the beginning an asset's interaction reads is kept
 *    (MAX_CONTEXT_CHARS); a document that cannot be read or holds no text is refused (4xx, nothing counted);
 * 4. the analysis runs as one AI call, recorded and counted as 'analyzeDocument' (assistant.ts answerRequest).
 * Nothing of the document is kept — no asset, no file in storage, no text: only the call's record.
 */
export async function analyzeDocument(
  app: FastifyInstance,
  access: SiteAccess,
  document: SentDocument,
  options: AskOptions,
): Promise<DocumentAnalysis> {
  requireAiPermission(access, 'analyze');
  await requireAiCallsLeft(app, access);
  const read = await readText(app, document, options.signal);
  const title = read.title ?? document.fileName;
  const asset: AssetContext = {
    assetId: 0,
    docId: '',
    title,
    description: '',
    fileName: document.fileName,
    fileClass: fileTypeClass(document.fileName),
    text: read.text,
    fields: [],
    altText: null,
    imageCaption: null,
  };
  const analysis = await answerRequest(
    app,
    access,
    { deploymentIndexId: access.site.deploymentIndexId, messages: [ANALYZE], gptModel: DEFAULT_GPT_MODEL },
    { message: ANALYZE, interaction: 'document_analyzer', asset, collectionId: undefined, unstored: true },
    options,
    'analyzeDocument',
  );
  return {
    fileName: document.fileName,
    title,
    characters: read.characters,
    analysedCharacters: read.text.length,
    analysis,
  };
}

/** The document's text (its beginning), or the 4xx saying why there is none to analyse. */
async function readText(
  app: FastifyInstance,
  document: SentDocument,
  signal: AbortSignal,
): Promise<Extract<DocumentText, { kind: 'text' }>> {
  let read: DocumentText;
  try {
    read = await app.documentReader.read(
      {
        bytes: document.bytes,
        fileName: document.fileName,
        readable: DOCUMENT_ANALYSIS_LIMITS.extensions,
        maxChars: MAX_CONTEXT_CHARS,
      },
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw stoppedCallError(signal, 'The document reader');
    throw error;
  }
  if (read.kind === 'otherType') throw new HttpError(415, unsupportedDocumentMessage(document.fileName, read.mimeType));
  if (read.kind === 'unreadable') throw new HttpError(400, read.reason);
  if (!read.text.trim()) throw new HttpError(400, DOCUMENT_ANALYSIS_MESSAGES.noText);
  return read;
}
