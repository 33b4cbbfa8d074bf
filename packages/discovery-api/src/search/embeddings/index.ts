import type { EmbeddingProvider } from './embedding-provider.js';
import type { EmbeddingSettings } from '../../config/embedding-settings.js';
import { createLocalEmbeddingProvider } from './local-provider.js';
import { createOpenAiEmbeddingProvider } from './openai-provider.js';

export type { EmbeddingProvider } from './embedding-provider.js';
export { embeddingSettingsFromEnv, type EmbeddingSettings } from '../../config/embedding-settings.js';

/**
 * The embedding provider the settings choose. Local: loads the converted word vectors (`vectorsFile`, default
 * word-vectors/ in the package), converting them first when missing. OpenAI-compatible: embeds one probe text
 * to learn the dimension unless `dimensions` is set, so an unreachable server or a wrong key fails here.
 */
export async function createEmbeddingProvider(
  settings: EmbeddingSettings,
  options: { vectorsFile?: string; log?: (message: string) => void } = {},
): Promise<EmbeddingProvider> {
  return settings.kind === 'local' ? createLocalEmbeddingProvider(options) : createOpenAiEmbeddingProvider(settings);
}
