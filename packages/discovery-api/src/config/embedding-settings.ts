/** Which embedding provider to use: the local word vectors, or an OpenAI-compatible server. */
export type EmbeddingSettings =
  { kind: 'local' } | { kind: 'openai'; baseUrl: string; apiKey: string; model: string; dimensions?: number };

/**
 * Reads EMBEDDINGS_PROVIDER (local — the default — or openai). For openai, EMBEDDINGS_BASE_URL (an http(s) URL such
 * as https://api.openai.com/v1), EMBEDDINGS_API_KEY and EMBEDDINGS_MODEL are required and EMBEDDINGS_DIMENSIONS
 * (a positive integer, for models that can shorten their vectors) is optional. Throws one Error naming every
 * missing or invalid variable.
 */
export function embeddingSettingsFromEnv(env: NodeJS.ProcessEnv): EmbeddingSettings {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const kind = (read('EMBEDDINGS_PROVIDER') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 'openai') throw new Error(`EMBEDDINGS_PROVIDER must be "local" or "openai", not "${kind}".`);

  const problems: string[] = [];
  const required = (name: string): string => {
    const value = read(name);
    if (value === undefined) problems.push(`${name} is required when EMBEDDINGS_PROVIDER=openai.`);
    return value ?? '';
  };
  const baseUrl = required('EMBEDDINGS_BASE_URL');
  const apiKey = required('EMBEDDINGS_API_KEY');
  const model = required('EMBEDDINGS_MODEL');
  if (baseUrl !== '' && !isHttpUrl(baseUrl)) {
    problems.push(`EMBEDDINGS_BASE_URL must be an http(s) URL, such as https://api.openai.com/v1 (got "${baseUrl}").`);
  }
  const dimensionsText = read('EMBEDDINGS_DIMENSIONS');
  const dimensions = dimensionsText === undefined ? undefined : Number(dimensionsText);
  if (dimensions !== undefined && !(Number.isInteger(dimensions) && dimensions > 0)) {
    problems.push(`EMBEDDINGS_DIMENSIONS must be a positive integer (got "${dimensionsText}").`);
  }
  if (problems.length > 0)
    throw new Error(
      `The embeddings settings are not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  return { kind: 'openai', baseUrl, apiKey, model, ...(dimensions === undefined ? {} : { dimensions }) };
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
