import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { EmbeddingProvider } from './embedding-provider.js';
import type { EmbeddingSettings } from '../../config/embedding-settings.js';
import { unit } from './sif.js';

type OpenAiSettings = Extract<EmbeddingSettings, { kind: 'openai' }>;

/** Most inputs sent in one request (OpenAI accepts 2048; other OpenAI-compatible servers accept fewer). */
export const MAX_BATCH = 96;

/** How long one request may take before it fails (the SDK retries twice, on time-outs, 429 and 5xx). */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A provider backed by any server that answers POST {baseUrl}/embeddings like OpenAI (OpenAI, Azure OpenAI's
 * /openai/v1, Ollama, vLLM, LM Studio…), through the `openai` package. Vectors are asked for as floats
 * (`encoding_format: 'float'`, since not every server does base64) and scaled to unit length. Blank texts are
 * not sent (servers reject them) and get a zero vector. Without `dimensions`, the dimension is learned by
 * embedding one short probe text here, so creating the provider also checks the server, key and model.
 * The id is `openai:<model>`, plus `:<dimensions>` when the vectors are shortened.
 */
export async function createOpenAiEmbeddingProvider(settings: OpenAiSettings): Promise<EmbeddingProvider> {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: REQUEST_TIMEOUT_MS });
  const request = (input: string[]) => requestEmbeddings(client, settings, input);
  const dimension = settings.dimensions ?? (await request(['dimension probe']))[0]!.length;
  const id = `openai:${settings.model}${settings.dimensions === undefined ? '' : `:${settings.dimensions}`}`;

  return {
    id,
    dimension,
    fusionWeight: 1,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const vectors: Float32Array[] = texts.map(() => new Float32Array(dimension));
      const wanted = texts.flatMap((text, index) => (text.trim() === '' ? [] : [index]));
      for (let start = 0; start < wanted.length; start += MAX_BATCH) {
        const indexes = wanted.slice(start, start + MAX_BATCH);
        const batch = await request(indexes.map((index) => texts[index]!));
        batch.forEach((vector, position) => {
          if (vector.length !== dimension) {
            throw new Error(
              `The embeddings server at ${settings.baseUrl} answered with ${vector.length}-dimensional vectors for model ${settings.model}; ${dimension} were expected.`,
            );
          }
          vectors[indexes[position]!] = vector;
        });
      }
      return vectors;
    },
  };
}

/** One embeddings request; the answer's vectors in input order, unit length. */
async function requestEmbeddings(client: OpenAI, settings: OpenAiSettings, input: string[]): Promise<Float32Array[]> {
  const where = `${settings.baseUrl} (model ${settings.model})`;
  let response;
  try {
    response = await client.embeddings.create({
      model: settings.model,
      input,
      encoding_format: 'float',
      ...(settings.dimensions === undefined ? {} : { dimensions: settings.dimensions }),
    });
  } catch (error) {
    throw new Error(withoutKey(`Embeddings request to ${where} failed: ${describe(error)}`, settings.apiKey));
  }
  const vectors = new Array<Float32Array | undefined>(input.length).fill(undefined);
  for (const item of response.data ?? []) {
    if (!Array.isArray(item.embedding))
      throw new Error(`The embeddings server at ${where} did not answer with float vectors.`);
    if (Number.isInteger(item.index) && item.index >= 0 && item.index < input.length)
      vectors[item.index] = unit(Float32Array.from(item.embedding));
  }
  if (vectors.includes(undefined)) {
    throw new Error(
      `The embeddings server at ${where} answered with ${response.data?.length ?? 0} vectors for ${input.length} texts.`,
    );
  }
  return vectors as Float32Array[];
}

/** The status and the server's own text, or why no answer came. */
function describe(error: unknown): string {
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  if (error instanceof APIError) return error.message; // "<status> <the server's message or body>"
  return error instanceof Error ? error.message : String(error);
}

/** A server may echo the key (e.g. "Incorrect API key provided: …"); it never reaches a log. */
function withoutKey(message: string, apiKey: string): string {
  return apiKey === '' ? message : message.replaceAll(apiKey, '[EMBEDDINGS_API_KEY]');
}
