import { AI_PROVIDER_LABELS, type AiProviderInfo } from '@portal/contracts';

/** Who drafted a response, said plainly: the local assistant by its name, a model service with its model. */
export function providerNote(provider: AiProviderInfo): string {
  const label = provider.label.trim() || AI_PROVIDER_LABELS[provider.kind];
  return provider.kind === 'local'
    ? `Drafted by the ${label} from your site's documents`
    : `Drafted by ${label} (${provider.model}) from your site's documents`;
}
