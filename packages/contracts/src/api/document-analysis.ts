import { Type, type Static } from 'typebox';
import { AskResponse } from './assistant.js';

/**
 * The Content Analyzer (spec §2.1 .../content/:id? without an id): one document a user drops or picks is read and
 * analysed with the site's AI (the document_analyzer interaction, as the content page's Analyze runs it on an asset)
 * without being added to the library — no asset, no file in storage, only the AI call's record.
 *   POST v2/assistant/analyzeDocument?deploymentIndexId=…   multipart/form-data, one file in the field `file`
 * For users with analyzeInsights on the site. The rule below is the server's edge and the screen's first check.
 */

/**
 * What the analyzer reads: one file of at most `bytes`, of a kind whose text the server extracts. 10 MB holds any
 * report or deck whose words an analysis can use (their text is cut at 2 million characters anyway); at 20 MB the
 * upload and extraction of one file kept the portal's health check waiting half a second on these 2 cores.
 */
export const DOCUMENT_ANALYSIS_LIMITS = {
  bytes: 10 * 1024 * 1024,
  /** By extension: the document formats of the server's text extraction (media/extract READERS). */
  extensions: ['pdf', 'docx', 'pptx', 'xlsx', 'html', 'htm', 'txt', 'md', 'markdown', 'csv'],
} as const;

const MEGABYTES = DOCUMENT_ANALYSIS_LIMITS.bytes / 1024 / 1024;

/** The kinds of document, as a sentence names them. */
export const DOCUMENT_ANALYSIS_KINDS = 'PDF, Word (DOCX), PowerPoint (PPTX), Excel (XLSX), HTML, text, Markdown or CSV';

/** The analyzer's refusals of a file, as the server answers them and the screen shows them. */
export const DOCUMENT_ANALYSIS_MESSAGES = {
  noFile: 'Choose a document to analyze: send it as multipart/form-data, in the field file.',
  oneFile: 'Send one document at a time.',
  empty: 'The document is empty: there is nothing to analyze.',
  tooLarge: `The document is larger than ${MEGABYTES} MB: choose a smaller one.`,
  noText:
    'The document has no text to analyze. A scanned PDF or a picture holds no text the analyzer can read: choose a document with text in it.',
} as const;

/** The refusal of a file the analyzer does not read, by its name (and, when its bytes show another type, that type). */
export const unsupportedDocumentMessage = (fileName: string, content?: string) =>
  `'${fileName}'${content ? ` (its content is ${content})` : ''} is not a document the analyzer reads: choose a ${DOCUMENT_ANALYSIS_KINDS} file.`;

/** The extension of a file name, lower case, without the dot ('' for none). */
const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Whether the analyzer takes a file, by its name and size: undefined when it does, else the status and message the
 * server answers (413 too large, 415 a kind it does not read, 400 empty).
 */
export function documentAnalysisProblem(file: {
  name: string;
  size: number;
}): { status: 400 | 413 | 415; message: string } | undefined {
  if (!(DOCUMENT_ANALYSIS_LIMITS.extensions as readonly string[]).includes(extensionOf(file.name)))
    return { status: 415, message: unsupportedDocumentMessage(file.name) };
  if (file.size > DOCUMENT_ANALYSIS_LIMITS.bytes) return { status: 413, message: DOCUMENT_ANALYSIS_MESSAGES.tooLarge };
  if (file.size === 0) return { status: 400, message: DOCUMENT_ANALYSIS_MESSAGES.empty };
  return undefined;
}

/** POST v2/assistant/analyzeDocument query: the site whose AI analyses the document. */
export const DocumentAnalysisQuery = Type.Object(
  { deploymentIndexId: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }) },
  { title: 'DocumentAnalysisQuery' },
);
export type DocumentAnalysisQuery = Static<typeof DocumentAnalysisQuery>;

/** POST v2/assistant/analyzeDocument body (multipart/form-data), for the OpenAPI document. */
export const DocumentAnalysisForm = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: `The document: ${DOCUMENT_ANALYSIS_KINDS}, up to ${MEGABYTES} MB. Read, analysed and forgotten.`,
    }),
  },
  { title: 'DocumentAnalysisForm' },
);

/** POST v2/assistant/analyzeDocument answer: what was read of the document, and the analysis of it. */
export const DocumentAnalysis = Type.Object(
  {
    fileName: Type.String(),
    title: Type.String({ description: "The document's own title (its properties, a Markdown heading), else its name" }),
    characters: Type.Integer({ description: 'Characters of text the document holds' }),
    analysedCharacters: Type.Integer({
      description: 'Characters analysed: all of them, or the beginning of a longer text (as for an asset)',
    }),
    analysis: AskResponse,
  },
  { title: 'DocumentAnalysis', additionalProperties: false },
);
export type DocumentAnalysis = Static<typeof DocumentAnalysis>;
