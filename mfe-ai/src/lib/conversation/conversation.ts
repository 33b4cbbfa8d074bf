import {
  AI_INTERACTIONS,
  AI_LIMITS,
  DEFAULT_GPT_MODEL,
  GPT5_REASONING_LEVEL,
  type AiProviderInfo,
  type AskResponse,
  type ChatMessage,
  type ChatRole,
  type Citation,
  type GptModel,
  type RagResponse,
  type ReasoningLevel,
} from '@portal/contracts';

/**
 * How a panel re-sends on a model change (spec §4): an AI tool's panel runs its interaction again
 * ('rerun_interact'); a chat re-sends the last question.
 */
export type ConversationMode = 'chat' | 'rerun_interact';

/** A message of the conversation as the panel shows it: the chat message and what came with a reply. */
export interface ConversationEntry extends ChatMessage {
  id: number;
  /** A reply's numbered sources. */
  citations?: Citation[];
  /** A suggestion reply's questions (role assistant_suggestions), shown as chips. */
  suggestions?: string[];
  /** Who wrote a reply. */
  provider?: AiProviderInfo;
  /** A retrieval answer that found nothing the user may open. */
  refused?: boolean;
  /** The reply is still arriving. */
  streaming?: boolean;
  /** The user stopped the reply before it was complete. */
  stopped?: boolean;
  /** The role of the message a reply answers (a start_off_suggestions reply is re-labelled). */
  answers?: ChatRole;
}

export interface ConversationState {
  mode: ConversationMode;
  entries: ConversationEntry[];
  gptModel: GptModel;
  reasoningLevel: ReasoningLevel | null;
  nextId: number;
}

/** A final answer of either AI call. */
export type ConversationReply = { kind: 'ask'; response: AskResponse } | { kind: 'rag'; response: RagResponse };

export type ConversationAction =
  | { type: 'sent'; messages: ChatMessage[] }
  | { type: 'delta'; id: number; text: string }
  | { type: 'answered'; id: number; reply: ConversationReply }
  | { type: 'failed'; id: number; message: string }
  | { type: 'stopped'; id: number }
  | { type: 'removed'; id: number }
  | { type: 'modelChosen'; model: GptModel }
  | { type: 'reasoningChosen'; level: ReasoningLevel };

/** Asks for suggested questions; the reply is shown re-labelled assistant_suggestions (spec §4). */
export const SUGGESTION_REQUEST: ChatMessage = {
  role: 'start_off_suggestions',
  message: 'Suggest questions I could ask.',
};

/** A new conversation: no messages, the default model gpt-4o and no reasoning level (spec §4, §9). */
export const newConversation = (mode: ConversationMode): ConversationState => ({
  mode,
  entries: [],
  gptModel: DEFAULT_GPT_MODEL,
  reasoningLevel: null,
  nextId: 1,
});

/** Choosing gpt-4o clears the reasoning level; choosing gpt-5 sets it to Medium (spec §4). */
export function chooseModel(state: ConversationState, model: GptModel): ConversationState {
  return { ...state, gptModel: model, reasoningLevel: model === 'gpt-5' ? GPT5_REASONING_LEVEL : null };
}

/** A reasoning level applies to gpt-5 only. */
export const chooseReasoningLevel = (state: ConversationState, level: ReasoningLevel): ConversationState =>
  state.gptModel === 'gpt-5' ? { ...state, reasoningLevel: level } : state;

/** Whether a message asks for an AI tool's interaction (Summarize, Themes, a writing assistant...). */
export const isInteraction = (role: ChatRole): boolean => role in AI_INTERACTIONS && role !== 'start_off_suggestions';

const asMessage = ({ role, message }: ChatMessage): ChatMessage => ({ role, message });

/**
 * What a model change re-sends (spec §4): in 'rerun_interact' mode the current interaction messages; otherwise only
 * the last user message. Nothing when there is nothing to re-send.
 */
export function messagesToResend(state: ConversationState): ChatMessage[] {
  if (state.mode === 'rerun_interact') return state.entries.filter((entry) => isInteraction(entry.role)).map(asMessage);
  const lastQuestion = state.entries.findLast((entry) => entry.role === 'user');
  return lastQuestion ? [asMessage(lastQuestion)] : [];
}

/**
 * The messages a call sends: the conversation without its errors and without a reply still arriving, its newest
 * AI_LIMITS.conversationMaxMessages, each within AI_LIMITS.messageMaxChars (a long reply goes back cut).
 */
export const requestMessages = (state: ConversationState): ChatMessage[] =>
  state.entries
    .filter((entry) => entry.role !== 'openai_error' && !entry.streaming && entry.message !== '')
    .slice(-AI_LIMITS.conversationMaxMessages)
    .map(({ role, message }) => ({ role, message: message.slice(0, AI_LIMITS.messageMaxChars) }));

/**
 * A reply as the conversation keeps it. Suggestion replies are re-labelled assistant_suggestions (spec §4), their
 * questions shown as chips; any other reply is the assistant's, whatever interaction it answers, so that the server
 * never takes it for a request when the conversation goes on.
 */
export function replyEntry(answers: ChatRole | undefined, reply: ConversationReply): Omit<ConversationEntry, 'id'> {
  if (reply.kind === 'rag') {
    const { answer, citations, provider, refused } = reply.response;
    return { role: 'assistant', message: answer, citations, provider, refused, answers };
  }
  const { message, citations, suggestions, provider } = reply.response;
  if (answers === 'start_off_suggestions')
    return {
      role: 'assistant_suggestions',
      message: suggestions.length > 0 ? suggestions.join('\n') : message.message,
      suggestions,
      provider,
      answers,
    };
  return { role: 'assistant', message: message.message, citations, provider, answers };
}

/** openai_error messages can be removed from a conversation (spec §4); nothing else can. */
export function removeError(state: ConversationState, id: number): ConversationState {
  return {
    ...state,
    entries: state.entries.filter((entry) => entry.id !== id || entry.role !== 'openai_error'),
  };
}

/** Whether a reply is arriving. */
export const isBusy = (state: ConversationState): boolean => state.entries.some((entry) => entry.streaming);

/** The reply `id` while it is arriving, changed (or dropped: null); a reply that has ended stays as it is. */
const replacingReply = (
  state: ConversationState,
  id: number,
  change: (entry: ConversationEntry) => ConversationEntry | null,
) => ({
  ...state,
  entries: state.entries.flatMap((entry) => {
    if (entry.id !== id || !entry.streaming) return [entry];
    const changed = change(entry);
    return changed ? [changed] : [];
  }),
});

/** The reply a 'sent' action added: the newest entry. */
export const arrivingReplyId = (state: ConversationState): number | undefined => state.entries.at(-1)?.id;

/** The conversation's one-way rules: each action gives the next state. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'sent': {
      const last = action.messages.at(-1);
      if (!last) return state;
      let nextId = state.nextId;
      const sent = action.messages.map((message) => ({ ...asMessage(message), id: nextId++ }));
      const reply: ConversationEntry = {
        id: nextId++,
        role: 'assistant',
        message: '',
        streaming: true,
        answers: last.role,
      };
      return { ...state, entries: [...state.entries, ...sent, reply], nextId };
    }
    case 'delta':
      return replacingReply(state, action.id, (entry) => ({ ...entry, message: entry.message + action.text }));
    case 'answered':
      return replacingReply(state, action.id, (entry) => ({
        ...replyEntry(entry.answers, action.reply),
        id: entry.id,
      }));
    case 'failed':
      return replacingReply(state, action.id, (entry) => ({
        id: entry.id,
        role: 'openai_error',
        message: action.message,
      }));
    case 'stopped':
      return replacingReply(state, action.id, (entry) =>
        entry.message === '' ? null : { ...entry, streaming: false, stopped: true },
      );
    case 'removed':
      return removeError(state, action.id);
    case 'modelChosen':
      return chooseModel(state, action.model);
    case 'reasoningChosen':
      return chooseReasoningLevel(state, action.level);
  }
}
