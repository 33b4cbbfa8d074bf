import type { AskResponse } from '@portal/contracts';
import { AiCallError } from '../stream/ai-stream';
import { createConversationStore } from '../conversation/conversation-store';
import { runTurn, type AnswerCall } from './conversation-run';

const ANSWER: AskResponse = {
  message: { role: 'assistant', message: 'It reached 2 million people.' },
  citations: [],
  suggestions: [],
  provider: { kind: 'local', label: 'Local extractive assistant', model: 'extractive' },
  usage: null,
};

describe('a turn of a conversation', () => {
  it('sends the conversation with its model, shows the pieces as they arrive, then the answer', async () => {
    const store = createConversationStore('chat');
    store.dispatch({ type: 'modelChosen', model: 'gpt-5' });
    const shown: string[] = [];
    store.state$.subscribe((state) => shown.push(state.entries.at(-1)?.message ?? ''));
    const asked: unknown[] = [];
    const answer: AnswerCall = async ({ messages, state }, { onDelta }) => {
      asked.push([messages, state.gptModel, state.reasoningLevel]);
      onDelta('It reached ');
      onDelta('2 million.');
      return { kind: 'ask', response: ANSWER };
    };
    await runTurn(store, [{ role: 'user', message: 'Reach?' }], answer, new AbortController().signal);
    expect(asked).toEqual([[[{ role: 'user', message: 'Reach?' }], 'gpt-5', 'Medium']]);
    expect(shown.slice(-3)).toEqual(['It reached ', 'It reached 2 million.', 'It reached 2 million people.']);
  });

  it("shows a failure's message as an openai_error message", async () => {
    const store = createConversationStore('chat');
    const answer: AnswerCall = async () => {
      throw new AiCallError('The AI service failed.', 502);
    };
    await runTurn(store, [{ role: 'user', message: 'Reach?' }], answer, new AbortController().signal);
    expect(store.read().entries.at(-1)).toMatchObject({ role: 'openai_error', message: 'The AI service failed.' });
  });

  it('keeps what arrived when stopped, with no error', async () => {
    const store = createConversationStore('chat');
    const controller = new AbortController();
    const answer: AnswerCall = async (_request, { onDelta, signal }) => {
      onDelta('It reached');
      controller.abort();
      throw signal.reason;
    };
    await runTurn(store, [{ role: 'user', message: 'Reach?' }], answer, controller.signal);
    expect(store.read().entries.map(({ role, message }) => [role, message])).toEqual([
      ['user', 'Reach?'],
      ['assistant', 'It reached'],
    ]);
    expect(store.read().entries.at(-1)?.stopped).toBe(true);
  });
});
