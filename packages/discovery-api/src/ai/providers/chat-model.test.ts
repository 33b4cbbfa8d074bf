import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeOpenAiChat } from '../../test/fake-openai-chat.js';
import { AiServiceError, AZURE_API_VERSION, createChatModel, type ChatModelSettings } from './chat-model.js';

const KEY = 'sk-test-key-0123456789';
const SUBSCRIPTION = 'apim-subscription-0123456789';

describe('the OpenAI-compatible chat model (against a fake OpenAI-compatible server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiChat>>;
  before(async () => {
    fake = await startFakeOpenAiChat();
  });
  after(() => fake.close());

  const settings = (overrides: Partial<ChatModelSettings> = {}): ChatModelSettings => ({
    kind: 'openai',
    endpointUrl: `${fake.url}/v1`,
    deploymentName: 'portal-gpt',
    apiKey: KEY,
    apimEndpointUrl: null,
    apimSubscriptionKey: null,
    timeoutMs: 5000,
    // The fake service listens on loopback, as an endpoint on the organisation's own network does.
    internalNetwork: true,
    ...overrides,
  });
  const turns = [
    { role: 'system' as const, content: 'Rules.' },
    { role: 'user' as const, content: 'Hello?' },
  ];

  test('OpenAI: POST {endpoint}/chat/completions with a bearer key and the chosen model, streamed, with its usage', async () => {
    fake.behave({ kind: 'reply', text: 'The campaign grew sales by 24%.', usage: { prompt: 200, completion: 9 } });
    const deltas: string[] = [];
    const reply = await createChatModel(settings()).complete({
      messages: turns,
      model: 'gpt-4o',
      signal: AbortSignal.timeout(5000),
      onDelta: (text) => deltas.push(text),
    });
    assert.equal(reply.text, 'The campaign grew sales by 24%.');
    assert.ok(deltas.length > 3, 'the reply arrives in pieces');
    assert.equal(deltas.join(''), reply.text);
    assert.deepEqual(reply.usage, { promptTokens: 200, completionTokens: 9, totalTokens: 209 });
    const request = fake.received.at(-1)!;
    assert.equal(request.url, '/v1/chat/completions');
    assert.equal(request.headers.authorization, `Bearer ${KEY}`);
    assert.equal(request.body.model, 'gpt-4o');
    assert.equal(request.body.stream, true);
    assert.deepEqual(request.body.messages, turns);
    assert.equal(request.body.reasoning_effort, undefined);
  });

  test('gpt-5 sends the reasoning level as reasoning_effort', async () => {
    fake.behave({ kind: 'reply', text: 'Thought about it.' });
    await createChatModel(settings()).complete({
      messages: turns,
      model: 'gpt-5',
      reasoningLevel: 'Medium',
      signal: AbortSignal.timeout(5000),
    });
    assert.equal(fake.received.at(-1)!.body.model, 'gpt-5');
    assert.equal(fake.received.at(-1)!.body.reasoning_effort, 'medium');
  });

  test("Azure OpenAI: the deployment's path with the api-version and the api-key header; API Management adds its key", async () => {
    fake.behave({ kind: 'reply', text: 'From Azure.' });
    const reply = await createChatModel(settings({ kind: 'azure-openai', endpointUrl: fake.url })).complete({
      messages: turns,
      model: 'gpt-4o',
      signal: AbortSignal.timeout(5000),
    });
    assert.equal(reply.text, 'From Azure.');
    const request = fake.received.at(-1)!;
    assert.equal(request.url, `/openai/deployments/portal-gpt/chat/completions?api-version=${AZURE_API_VERSION}`);
    assert.equal(request.headers['api-key'], KEY);

    await createChatModel(
      settings({
        kind: 'azure-openai',
        endpointUrl: 'https://unreachable.invalid',
        apimEndpointUrl: `${fake.url}/gateway`,
        apimSubscriptionKey: SUBSCRIPTION,
      }),
    ).complete({ messages: turns, model: 'gpt-4o', signal: AbortSignal.timeout(5000) });
    const viaGateway = fake.received.at(-1)!;
    assert.match(viaGateway.url, /^\/gateway\/openai\/deployments\/portal-gpt\/chat\/completions\?api-version=/);
    assert.equal(viaGateway.headers['ocp-apim-subscription-key'], SUBSCRIPTION);
  });

  test('a service error is a 502 in words without the key; silence past the time limit, a 504; a closed panel, a cancel', async () => {
    fake.behave({ kind: 'error', status: 500, message: `The model is overloaded (key ${KEY}).` });
    await assert.rejects(
      createChatModel(settings()).complete({ messages: turns, model: 'gpt-4o', signal: AbortSignal.timeout(5000) }),
      (error: unknown) => {
        assert.ok(error instanceof AiServiceError);
        assert.equal(error.status, 502);
        assert.match(error.message, /answered with an error \(HTTP 500\)/);
        assert.ok(!error.message.includes(KEY), error.message);
        return true;
      },
    );
    fake.behave({ kind: 'hang' });
    await assert.rejects(
      createChatModel(settings({ timeoutMs: 300 })).complete({
        messages: turns,
        model: 'gpt-4o',
        signal: AbortSignal.timeout(5000),
      }),
      (error: unknown) => error instanceof AiServiceError && error.status === 504,
    );
    // The call's own deadline (the route's AbortSignal.timeout) passing first is the same 504, not a cancel.
    await assert.rejects(
      createChatModel(settings()).complete({ messages: turns, model: 'gpt-4o', signal: AbortSignal.timeout(300) }),
      (error: unknown) =>
        error instanceof AiServiceError && error.status === 504 && /did not answer in time/.test(error.message),
    );
    const closed = new AbortController();
    const pending = createChatModel(settings()).complete({ messages: turns, model: 'gpt-4o', signal: closed.signal });
    setTimeout(() => closed.abort(), 100);
    await assert.rejects(pending, (error: unknown) => error instanceof AiServiceError && error.status === 499);
  });
});
