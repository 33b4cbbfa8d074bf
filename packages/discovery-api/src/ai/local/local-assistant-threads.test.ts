import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { AiServiceError } from '../providers/chat-model.js';
import { LocalAssistant } from './local-assistant.js';
import { localInteraction } from './local-interactions.js';

/** A long document: what makes the local assistant's work long. */
const SENTENCES = [
  'The campaign reached 30 million views in the first weeks.',
  'Brand awareness grew by 12 percent among young consumers in three markets.',
  'Our agency delivered the launch video for the client with a small team.',
  'Budget spend stayed below plan while sales rose sharply in the second quarter.',
];
const longText = (characters: number) => {
  let text = '';
  for (let index = 0; text.length < characters; index += 1) text += `${SENTENCES[index % SENTENCES.length]} `;
  return text;
};
const asset = (text: string) => ({
  assetId: 1,
  docId: 'doc-1',
  title: 'Harbour Lights results',
  description: 'What the campaign achieved.',
  fileName: 'results.pdf',
  fileClass: 'document',
  text,
  fields: [],
  altText: null,
  imageCaption: null,
});

describe('the local extractive assistant in worker threads', () => {
  const assistant = new LocalAssistant({ timeoutMs: 30_000, threads: 1 });
  after(() => assistant.close());

  test('a task answers in a worker thread exactly what it answers on the main thread', async () => {
    const document = asset(longText(5_000));
    const reply = await assistant.run({ kind: 'interaction', interaction: 'summarize_asset', asset: document });
    assert.equal(reply, localInteraction('summarize_asset', document));
    const overlaps = await assistant.run({
      kind: 'overlaps',
      question: 'How many views did the campaign reach?',
      texts: [SENTENCES[0]!, SENTENCES[2]!],
    });
    assert.equal(overlaps.length, 2);
    assert.ok(overlaps[0]! > overlaps[1]!, JSON.stringify(overlaps));
  });

  test('a task past its time limit is stopped with a 504, and the next task is answered', async () => {
    const hurried = new LocalAssistant({ timeoutMs: 1, threads: 1 });
    try {
      await assert.rejects(
        hurried.run({ kind: 'interaction', interaction: 'summarize_asset', asset: asset(longText(60_000)) }),
        (error: unknown) =>
          error instanceof AiServiceError &&
          error.status === 504 &&
          error.message === 'The local extractive assistant did not answer in time.',
      );
    } finally {
      await hurried.close();
    }
    const reply = await assistant.run({ kind: 'suggestions', asset: asset(longText(2_000)) });
    assert.ok(reply.length > 0);
  });

  test('a task its caller stops is cancelled (499)', async () => {
    const controller = new AbortController();
    const running = assistant.run(
      { kind: 'interaction', interaction: 'insights_summary', asset: asset(longText(60_000)) },
      controller.signal,
    );
    controller.abort();
    await assert.rejects(running, (error: unknown) => error instanceof AiServiceError && error.status === 499);
  });
});
