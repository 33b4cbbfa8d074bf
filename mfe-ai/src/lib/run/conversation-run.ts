import type { ChatMessage } from '@portal/contracts';
import {
  arrivingReplyId,
  requestMessages,
  type ConversationReply,
  type ConversationState,
} from '../conversation/conversation';
import type { ConversationStore } from '../conversation/conversation-store';
import { UNREACHABLE } from '../stream/ai-stream';

/**
 * The AI call of a turn (the panel passes the real one; tests, fakes): the conversation to send and its settings,
 * the signal that stops it and where the reply's pieces go. Rejects with an Error whose message is shown.
 */
export type AnswerCall = (
  request: { messages: ChatMessage[]; state: ConversationState },
  stream: { signal: AbortSignal; onDelta: (text: string) => void },
) => Promise<ConversationReply>;

/**
 * One turn of a conversation: the messages join it with a reply arriving, the call gets the conversation, and the
 * reply's pieces, then its final answer (or the failure, as an openai_error message) replace it. Stopping keeps what
 * arrived. Resolves once the turn has ended, whichever way.
 */
export async function runTurn(
  store: ConversationStore,
  messages: ChatMessage[],
  answer: AnswerCall,
  signal: AbortSignal,
): Promise<void> {
  if (messages.length === 0) return;
  store.dispatch({ type: 'sent', messages });
  const state = store.read();
  // This turn changes its own reply only: a turn stopped for a new one ends after the new one has begun.
  const id = arrivingReplyId(state)!;
  try {
    const reply = await answer(
      { messages: requestMessages(state), state },
      { signal, onDelta: (text) => store.dispatch({ type: 'delta', id, text }) },
    );
    store.dispatch(signal.aborted ? { type: 'stopped', id } : { type: 'answered', id, reply });
  } catch (error) {
    store.dispatch(
      signal.aborted
        ? { type: 'stopped', id }
        : { type: 'failed', id, message: error instanceof Error && error.message ? error.message : UNREACHABLE },
    );
  }
}
