import { AI_LIMITS, type AskResponse, type RagResponse } from '@portal/contracts';
import {
  arrivingReplyId,
  chooseModel,
  chooseReasoningLevel,
  conversationReducer,
  isBusy,
  messagesToResend,
  newConversation,
  removeError,
  replyEntry,
  requestMessages,
  type ConversationAction,
  type ConversationState,
} from './conversation';

const LOCAL = { kind: 'local' as const, label: 'Local extractive assistant', model: 'extractive' };
const answer = (message: string, extra: Partial<AskResponse> = {}): AskResponse => ({
  message: { role: 'assistant', message },
  citations: [],
  suggestions: [],
  provider: LOCAL,
  usage: null,
  ...extra,
});
type ReplyAction = ConversationAction extends infer A ? (A extends { id: number } ? Omit<A, 'id'> : never) : never;
/** Applies the actions in turn; a reply's actions are about the reply arriving then. */
const run = (state: ConversationState, ...actions: (ConversationAction | ReplyAction)[]) =>
  actions.reduce(
    (current, action) =>
      conversationReducer(
        current,
        'id' in action || action.type === 'sent' || action.type.endsWith('Chosen')
          ? (action as ConversationAction)
          : ({ ...action, id: arrivingReplyId(current) } as ConversationAction),
      ),
    state,
  );
const said = (state: ConversationState) => state.entries.map(({ role, message }) => [role, message]);

describe('model selection (spec §4)', () => {
  it('defaults to gpt-4o without a reasoning level', () => {
    const state = newConversation('chat');
    expect(state.gptModel).toBe('gpt-4o');
    expect(state.reasoningLevel).toBeNull();
  });

  it('choosing gpt-5 sets the reasoning level to Medium', () => {
    expect(chooseModel(newConversation('chat'), 'gpt-5')).toMatchObject({
      gptModel: 'gpt-5',
      reasoningLevel: 'Medium',
    });
  });

  it('choosing gpt-4o clears the reasoning level', () => {
    const gpt5 = chooseReasoningLevel(chooseModel(newConversation('chat'), 'gpt-5'), 'High');
    expect(gpt5.reasoningLevel).toBe('High');
    expect(chooseModel(gpt5, 'gpt-4o')).toMatchObject({ gptModel: 'gpt-4o', reasoningLevel: null });
  });

  it('takes a reasoning level only for gpt-5', () => {
    expect(chooseReasoningLevel(newConversation('chat'), 'High').reasoningLevel).toBeNull();
  });
});

describe('what a model change re-sends (spec §4)', () => {
  it("re-sends the current interaction messages in 'rerun_interact' mode", () => {
    const state = run(
      newConversation('rerun_interact'),
      { type: 'sent', messages: [{ role: 'summarize_asset', message: 'Summarize this document.' }] },
      { type: 'answered', reply: { kind: 'ask', response: answer('A launch brief.') } },
      { type: 'sent', messages: [{ role: 'user', message: 'Who is it for?' }] },
      { type: 'answered', reply: { kind: 'ask', response: answer('Retail teams.') } },
    );
    expect(messagesToResend(state)).toEqual([{ role: 'summarize_asset', message: 'Summarize this document.' }]);
  });

  it('otherwise re-sends only the last user message', () => {
    const state = run(
      newConversation('chat'),
      { type: 'sent', messages: [{ role: 'user', message: 'What was launched?' }] },
      { type: 'answered', reply: { kind: 'ask', response: answer('A harbour campaign.') } },
      { type: 'sent', messages: [{ role: 'user', message: 'Where?' }] },
      { type: 'failed', message: 'The AI service failed.' },
    );
    expect(messagesToResend(state)).toEqual([{ role: 'user', message: 'Where?' }]);
  });

  it('re-sends nothing before anything was asked', () => {
    expect(messagesToResend(newConversation('chat'))).toEqual([]);
  });
});

describe('replies', () => {
  it('re-labels suggestion replies assistant_suggestions, with their questions as chips', () => {
    const state = run(
      newConversation('chat'),
      { type: 'sent', messages: [{ role: 'start_off_suggestions', message: 'Suggest questions.' }] },
      {
        type: 'answered',
        reply: {
          kind: 'ask',
          response: answer('', {
            message: { role: 'start_off_suggestions', message: '' },
            suggestions: ['Who is the client?', 'What did it cost?'],
          }),
        },
      },
    );
    expect(state.entries.at(-1)).toMatchObject({
      role: 'assistant_suggestions',
      suggestions: ['Who is the client?', 'What did it cost?'],
    });
  });

  it("keeps an interaction's reply as the assistant's, so that it is never read as a new request", () => {
    const reply = replyEntry('summarize_asset', {
      kind: 'ask',
      response: answer('A launch brief.', { message: { role: 'summarize_asset', message: 'A launch brief.' } }),
    });
    expect(reply).toMatchObject({ role: 'assistant', message: 'A launch brief.', answers: 'summarize_asset' });
  });

  it('keeps a retrieval answer with its sources', () => {
    const response: RagResponse = {
      answer: 'It reached 2 million people [1].',
      documents: [{ documentid: 'doc-1', title: 'Harbour brief', url: '/sites/12/content/doc-1/home' }],
      citations: [
        { n: 1, documentid: 'doc-1', title: 'Harbour brief', url: '/sites/12/content/doc-1/home', passage: '2M' },
      ],
      refused: false,
      provider: LOCAL,
      usage: null,
    };
    expect(replyEntry('user', { kind: 'rag', response })).toMatchObject({
      role: 'assistant',
      message: 'It reached 2 million people [1].',
      citations: response.citations,
    });
  });

  it('builds a streamed reply from its pieces, then replaces it with the final answer', () => {
    const streaming = run(
      newConversation('chat'),
      { type: 'sent', messages: [{ role: 'user', message: 'Reach?' }] },
      { type: 'delta', text: 'It reached ' },
      { type: 'delta', text: '2 million.' },
    );
    expect(isBusy(streaming)).toBe(true);
    expect(said(streaming)).toEqual([
      ['user', 'Reach?'],
      ['assistant', 'It reached 2 million.'],
    ]);
    expect(requestMessages(streaming)).toEqual([{ role: 'user', message: 'Reach?' }]);
    const done = run(streaming, {
      type: 'answered',
      reply: { kind: 'ask', response: answer('It reached 2 million people.') },
    });
    expect(isBusy(done)).toBe(false);
    expect(done.entries.at(-1)).toMatchObject({ role: 'assistant', message: 'It reached 2 million people.' });
  });

  it('changes only the reply an action is about', () => {
    const first = run(newConversation('chat'), { type: 'sent', messages: [{ role: 'user', message: 'Reach?' }] });
    const stoppedId = arrivingReplyId(first)!;
    const second = run(first, { type: 'sent', messages: [{ role: 'user', message: 'Cost?' }] });
    const late = conversationReducer(second, { type: 'stopped', id: stoppedId });
    expect(isBusy(late)).toBe(true);
    expect(late.entries.at(-1)).toMatchObject({ role: 'assistant', streaming: true });
  });

  it('keeps what arrived of a stopped reply, and drops one that had not started', () => {
    const sent = run(newConversation('chat'), { type: 'sent', messages: [{ role: 'user', message: 'Reach?' }] });
    expect(said(run(sent, { type: 'stopped' }))).toEqual([['user', 'Reach?']]);
    const partly = run(sent, { type: 'delta', text: 'It reached' }, { type: 'stopped' });
    expect(partly.entries.at(-1)).toMatchObject({ role: 'assistant', message: 'It reached', stopped: true });
    expect(isBusy(partly)).toBe(false);
  });
});

describe('what a call sends', () => {
  it('keeps within the limits of a conversation: its newest messages, each cut to the longest a message may be', () => {
    let state = newConversation('chat');
    for (let turn = 1; turn <= 40; turn += 1)
      state = run(
        state,
        { type: 'sent', messages: [{ role: 'user', message: `Question ${turn}` }] },
        { type: 'answered', reply: { kind: 'ask', response: answer('x'.repeat(AI_LIMITS.messageMaxChars + 5)) } },
      );
    const sent = requestMessages(state);
    expect(sent).toHaveLength(AI_LIMITS.conversationMaxMessages);
    expect(sent.at(-2)).toEqual({ role: 'user', message: 'Question 40' });
    expect(sent.at(-1)!.message).toHaveLength(AI_LIMITS.messageMaxChars);
  });
});

describe('errors (spec §4, §8)', () => {
  const failed = run(
    newConversation('chat'),
    { type: 'sent', messages: [{ role: 'user', message: 'Reach?' }] },
    { type: 'failed', message: 'You have used your 120 AI calls of this hour.' },
  );
  const error = failed.entries.at(-1)!;

  it('shows a failed call as an openai_error message with its text, not sent again to the server', () => {
    expect(error).toMatchObject({ role: 'openai_error', message: 'You have used your 120 AI calls of this hour.' });
    expect(requestMessages(failed)).toEqual([{ role: 'user', message: 'Reach?' }]);
  });

  it('openai_error messages can be removed from a conversation', () => {
    expect(said(removeError(failed, error.id))).toEqual([['user', 'Reach?']]);
    expect(said(conversationReducer(failed, { type: 'removed', id: error.id }))).toEqual([['user', 'Reach?']]);
  });

  it('removes nothing else', () => {
    expect(removeError(failed, failed.entries[0]!.id)).toEqual(failed);
  });
});
