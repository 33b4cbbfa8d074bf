import {
  DEFAULT_GPT_MODEL,
  RESPONSE_SECTIONS,
  type GeneratedResponse,
  type ResponseGeneratorRequest,
  type ResponseSection,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SiteAccess } from '../sites/site-access.js';
import { failureOutcome, finishAiCall, startAiCall } from './ai-calls.js';
import { requireAiPermission } from './ai-permissions.js';
import { citationsOf, modelAnswer } from './answering.js';
import { stoppedCallError } from './providers/chat-model.js';
import { requireWords, retrievePassages } from './retrieval.js';
import { siteAi } from './site-ai.js';

const NOTHING_FOUND = "Nothing in the site's documents you may open addresses this section yet.";

/** 1 for the catch-all General Information (drafted last), 0 for any other section. */
const generalLast = (title: string) => (title.toLowerCase() === 'general information' ? 1 : 0);

/**
 * What a response's usual sections are about, beyond their names: the words that mark a sentence as belonging to one
 * (the sample sections of calls doc §7). A section named otherwise is found by its own name.
 */
const SECTION_CUES: Record<string, string> = {
  'general information': 'overview about who we are offices people founded history mission experience',
  capabilities: 'capabilities services offer expertise strategy creative production planning delivery specialists',
  'technology & data': 'technology data platform analytics measurement dashboards tools modelling insight automation',
};

/**
 * POST v2/reponseGenerator/getResponses: a drafted response to a brief, one section at a time (the sample sections
 * General Information, Capabilities, Technology & Data unless others are named). Each section is answered from the
 * passages of the site's documents the user may open that best match the section and the brief (retrieval.ts), citing
 * them [n] — quoted by the local extractive assistant, or written by the site's 'openai' deployment from them as
 * quoted data. Sections come one by one (`onSection`) so the builder can show them as they are drafted. One AI call
 * for the limit, whatever the number of sections.
 */
export async function generateResponses(
  app: FastifyInstance,
  access: SiteAccess,
  request: ResponseGeneratorRequest,
  options: { signal: AbortSignal; onSection?: (section: ResponseSection) => void },
): Promise<GeneratedResponse> {
  requireAiPermission(access, 'assistant');
  requireWords(request.query, 'body/query');
  const ai = await siteAi(app, access.site, 'openai');
  const startedAt = performance.now();
  const callId = await startAiCall(app, access, {
    call: 'responses',
    provider: ai.kind,
    model: ai.kind === 'local' ? ai.info.model : DEFAULT_GPT_MODEL,
  });
  const usage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  let answeredBy = ai.info.model;
  try {
    const titles = request.sections ?? [...RESPONSE_SECTIONS];
    const drafted = new Array<ResponseSection | undefined>(titles.length).fill(undefined);
    let emitted = 0;
    // A sentence quoted in one section is not quoted again in another; the catch-all General Information is drafted
    // last, from what the specific sections left. Sections are still sent in the order asked.
    const used = new Set<string>();
    const order = titles.map((_, index) => index).sort((a, b) => generalLast(titles[a]!) - generalLast(titles[b]!));
    for (const index of order) {
      if (options.signal.aborted) throw stoppedCallError(options.signal, 'The response generator');
      const title = titles[index]!;
      const focus = `${title} ${SECTION_CUES[title.toLowerCase()] ?? ''}`;
      const question = `${title}: ${request.query}`;
      const passages = await retrievePassages(app, access, `${focus} ${request.query}`, { signal: options.signal });
      let answer: { text: string; cited: number[]; quoted?: string };
      if (ai.kind === 'local') {
        const extracted = await app.localAssistant.run(
          { kind: 'answer', question, sources: passages, options: { minShare: 0.15, focus, exclude: used } },
          options.signal,
        );
        for (const sentence of extracted.sentences) used.add(sentence);
        answer = { text: extracted.text || NOTHING_FOUND, cited: extracted.cited, quoted: extracted.text };
      } else if (passages.length === 0) answer = { text: NOTHING_FOUND, cited: [] };
      else {
        const written = await modelAnswer(ai.model, {
          question: `Write the "${title}" section of a response to this brief: ${request.query}`,
          passages,
          history: [],
          conversation: { gptModel: DEFAULT_GPT_MODEL },
          signal: options.signal,
        });
        answer = written;
        answeredBy = written.model;
        if (written.usage) {
          usage.promptTokens += written.usage.promptTokens;
          usage.completionTokens += written.usage.completionTokens;
          usage.totalTokens += written.usage.totalTokens;
        }
      }
      drafted[index] = {
        title,
        answer: answer.text,
        citations: citationsOf(access, passages, answer.cited, answer.quoted),
      };
      // (The index moves outside the optional call: `f?.(x++)` does not evaluate x++ when f is undefined.)
      for (; emitted < titles.length && drafted[emitted]; emitted += 1) options.onSection?.(drafted[emitted]!);
    }
    const sections = drafted as ResponseSection[];
    await finishAiCall(app, callId, 'ok', startedAt, {
      usage: ai.kind === 'local' ? null : usage,
      model: answeredBy,
    });
    return { query: request.query, sections, provider: { ...ai.info, model: answeredBy } };
  } catch (error) {
    await finishAiCall(app, callId, failureOutcome(options.signal), startedAt);
    throw error;
  }
}
