import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { embeddingSettingsFromEnv } from './embedding-settings.js';

const OPENAI = {
  EMBEDDINGS_PROVIDER: 'openai',
  EMBEDDINGS_BASE_URL: 'https://api.openai.com/v1',
  EMBEDDINGS_API_KEY: 'sk-secret',
  EMBEDDINGS_MODEL: 'text-embedding-3-small',
};

describe('embeddingSettingsFromEnv', () => {
  test('defaults to the local word vectors', () => {
    assert.deepEqual(embeddingSettingsFromEnv({}), { kind: 'local' });
    assert.deepEqual(embeddingSettingsFromEnv({ EMBEDDINGS_PROVIDER: ' Local ' }), { kind: 'local' });
  });

  test('reads an OpenAI-compatible server, with optional dimensions', () => {
    assert.deepEqual(embeddingSettingsFromEnv(OPENAI), {
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-secret',
      model: 'text-embedding-3-small',
    });
    assert.deepEqual(embeddingSettingsFromEnv({ ...OPENAI, EMBEDDINGS_DIMENSIONS: '256' }), {
      ...embeddingSettingsFromEnv(OPENAI),
      dimensions: 256,
    });
  });

  test('names each missing or invalid variable', () => {
    assert.throws(
      () => embeddingSettingsFromEnv({ ...OPENAI, EMBEDDINGS_API_KEY: ' ' }),
      (error: Error) => {
        assert.match(error.message, /EMBEDDINGS_API_KEY is required when EMBEDDINGS_PROVIDER=openai/);
        assert.doesNotMatch(error.message, /EMBEDDINGS_MODEL|EMBEDDINGS_BASE_URL/);
        return true;
      },
    );
    assert.throws(
      () => embeddingSettingsFromEnv({ EMBEDDINGS_PROVIDER: 'openai', EMBEDDINGS_MODEL: 'm' }),
      /EMBEDDINGS_BASE_URL is required[\s\S]*EMBEDDINGS_API_KEY is required/,
    );
    assert.throws(
      () => embeddingSettingsFromEnv({ ...OPENAI, EMBEDDINGS_BASE_URL: 'api.openai.com' }),
      /EMBEDDINGS_BASE_URL must be an http\(s\) URL/,
    );
    assert.throws(
      () => embeddingSettingsFromEnv({ ...OPENAI, EMBEDDINGS_DIMENSIONS: '12.5' }),
      /EMBEDDINGS_DIMENSIONS must be a positive integer \(got "12.5"\)/,
    );
    assert.throws(
      () => embeddingSettingsFromEnv({ EMBEDDINGS_PROVIDER: 'azure' }),
      /EMBEDDINGS_PROVIDER must be "local" or "openai", not "azure"/,
    );
  });
});
