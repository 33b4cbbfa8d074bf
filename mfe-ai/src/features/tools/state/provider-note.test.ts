import { providerNote } from './provider-note';

test('who drafted a response is said plainly', () => {
  expect(providerNote({ kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' })).toBe(
    "Drafted by the Local extractive assistant from your site's documents",
  );
  expect(providerNote({ kind: 'azure-openai', label: 'Azure OpenAI', model: 'gpt-4o' })).toBe(
    "Drafted by Azure OpenAI (gpt-4o) from your site's documents",
  );
  expect(providerNote({ kind: 'openai', label: '', model: 'llama-3' })).toBe(
    "Drafted by OpenAI-compatible service (llama-3) from your site's documents",
  );
});
