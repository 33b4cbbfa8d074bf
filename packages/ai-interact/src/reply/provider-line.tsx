import { Typography } from 'antd';
import { AI_PROVIDER_LABELS, type AiProviderInfo } from '@portal/contracts';

/**
 * Who wrote a reply, said plainly under it: "Local extractive assistant" for the portal's own assistant, otherwise the
 * service and the model or deployment that answered.
 */
export function ProviderLine({ provider }: { provider: AiProviderInfo }) {
  const text =
    provider.kind === 'local'
      ? AI_PROVIDER_LABELS.local
      : `${provider.label || AI_PROVIDER_LABELS[provider.kind]}${provider.model ? ` · ${provider.model}` : ''}`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
}
