import type { ChatMessage, RagRequest, RagResponse } from '@portal/contracts';
import { DEFAULT_GPT_MODEL } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SiteAccess } from '../sites/site-access.js';
import { failureOutcome, finishAiCall, startAiCall } from './ai-calls.js';
import { requireAiPermission } from './ai-permissions.js';
import { citationsOf, localNotice, modelAnswer, streamLocal } from './answering.js';
import { contentWords } from './local/text-analysis.js';
import type { ChatTurn } from './providers/chat-model.js';
import { requireWords, retrievePassages } from './retrieval.js';
import { siteAi } from './site-ai.js';

/** A follow-up this short ("and in 2023?") is searched together with the question before it. */
const SHORT_FOLLOW_UP_WORDS = 3;

const REFUSAL =
  'I could not find anything about this in the documents of this site you may open, so I cannot answer it. Try other words, or ask about something the documents cover.';

/** What to search for: the query, with the previous question's words when the query is a short follow-up. */
function searchTextOf(query: string, history: readonly ChatMessage[]): string {
  if (contentWords(query).length > SHORT_FOLLOW_UP_WORDS) return query;
  const previous = history.findLast((message) => message.role === 'user');
  return previous ? `${previous.message} ${query}` : query;
}

const historyTurns = (history: readonly ChatMessage[]): ChatTurn[] =>
  history.flatMap((message): ChatTurn[] =>
    message.role === 'user' || message.role === 'assistant' ? [{ role: message.role, content: message.message }] : [],
  );

/**
 * The retrieval assistant (the RAG stream: a query and a chat history in, a reply out): the site's hybrid search
 * finds the passages of the documents the user may open (retrieval.ts), and the answer is written from them only,
 * every claim citing its document [n] — by the site's 'rag' deployment: the local extractive assistant quotes the
 * passages' sentences, a model writes from them given as quoted data. Nothing relevant found: it says so and cites
 * nothing (`refused`).
 */
export async function answerFromDocuments(
  app: FastifyInstance,
  access: SiteAccess,
  request: RagRequest,
  options: { signal: AbortSignal; onDelta?: (text: string) => void },
): Promise<RagResponse> {
  requireAiPermission(access, 'rag');
  requireWords(request.query, 'body/query');
  const ai = await siteAi(app, access.site, 'rag');
  const model = request.gptModel ?? DEFAULT_GPT_MODEL;
  const startedAt = performance.now();
  const callId = await startAiCall(app, access, {
    call: 'rag',
    provider: ai.kind,
    model: ai.kind === 'local' ? ai.info.model : model,
  });
  try {
    const passages = await retrievePassages(app, access, searchTextOf(request.query, request.chatHistory), {
      signal: options.signal,
    });
    let text: string;
    let cited: number[] = [];
    let quoted: string | undefined;
    let usage: RagResponse['usage'] = null;
    let answeredBy = ai.info.model;
    if (ai.kind === 'local') {
      const answer = await app.localAssistant.run(
        { kind: 'answer', question: request.query, sources: passages },
        options.signal,
      );
      cited = answer.cited;
      quoted = answer.text;
      text = `${answer.text || REFUSAL}\n\n${localNotice()}`;
      await streamLocal(text, options);
    } else if (passages.length === 0) {
      text = REFUSAL;
      options.onDelta?.(text);
    } else {
      const answer = await modelAnswer(ai.model, {
        question: request.query,
        passages,
        history: historyTurns(request.chatHistory),
        conversation: { gptModel: model, reasoningLevel: request.reasoningLevel },
        signal: options.signal,
        onDelta: options.onDelta,
      });
      text = answer.text;
      cited = answer.cited;
      usage = answer.usage;
      answeredBy = answer.model;
    }
    const citations = citationsOf(access, passages, cited, quoted);
    await finishAiCall(app, callId, 'ok', startedAt, { usage, model: answeredBy });
    return {
      answer: text,
      documents: citations.map(({ documentid, title, url }) => ({ documentid, title, url })),
      citations,
      refused: citations.length === 0,
      provider: { ...ai.info, model: answeredBy },
      usage,
    };
  } catch (error) {
    await finishAiCall(app, callId, failureOutcome(options.signal), startedAt);
    throw error;
  }
}
