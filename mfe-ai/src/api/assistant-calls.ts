import type { AskResponse, Conversation, RagRequest, RagResponse } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { AnswerCall } from '../lib/run/conversation-run';
import { postAiStream } from '../lib/stream/ai-stream';

/** What an ask is about: the site, and the asset (or collection) an AI tool was opened on. */
export interface AskContext {
  siteId: number;
  docId?: string;
  collectionId?: number;
}

/**
 * POST v2/assistant/ask, streamed: the conversation with its model and reasoning level, about the site's documents or
 * the asset. The server answers the last message that is not a reply or an error.
 */
export const askCall =
  (platform: Pick<Platform, 'auth' | 'apiBase'>, { siteId, docId, collectionId }: AskContext): AnswerCall =>
  async ({ messages, state }, stream) => {
    const body: Conversation = {
      deploymentIndexId: siteId,
      messages,
      gptModel: state.gptModel,
      reasoningLevel: state.reasoningLevel,
      ...(docId ? { docId } : {}),
      ...(collectionId ? { collectionId } : {}),
    };
    return { kind: 'ask', response: await postAiStream<AskResponse>(platform, 'v2/assistant/ask', body, stream) };
  };

/**
 * POST v2/assistant/rag, streamed: the last question as the query and the conversation before it as the chat
 * history (the retrieval assistant's input, calls doc §3).
 */
export const ragCall =
  (platform: Pick<Platform, 'auth' | 'apiBase'>, siteId: number): AnswerCall =>
  async ({ messages, state }, stream) => {
    const last = messages.findLastIndex((message) => message.role === 'user');
    const body: RagRequest = {
      deploymentIndexId: siteId,
      query: messages[last]?.message ?? '',
      chatHistory: messages.slice(0, Math.max(last, 0)),
      gptModel: state.gptModel,
      reasoningLevel: state.reasoningLevel,
    };
    return { kind: 'rag', response: await postAiStream<RagResponse>(platform, 'v2/assistant/rag', body, stream) };
  };
