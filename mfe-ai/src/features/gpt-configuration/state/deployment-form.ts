import type { AiDeploymentSettings, AiDeploymentUpdate, AiProviderKind } from '@portal/contracts';

/** One deployment type's form. A key field left empty keeps the stored key; `remove…` removes it. */
export interface DeploymentFormValues {
  provider: AiProviderKind;
  deploymentName: string;
  endpointUrl: string;
  authorizationKey: string;
  removeAuthorizationKey: boolean;
  apimEndpointUrl: string;
  apimSubscriptionKey: string;
  removeApimSubscriptionKey: boolean;
  /** The endpoint is on the organisation's own network (only a portal administrator may say so). */
  internalNetwork: boolean;
}

/** What the form starts from: the stored settings, the keys never (the server does not send them), only whether set. */
export function formValuesOf(settings: AiDeploymentSettings | undefined): DeploymentFormValues {
  return {
    provider: settings?.provider ?? 'local',
    deploymentName: settings?.deploymentName ?? '',
    endpointUrl: settings?.endpointUrl ?? '',
    authorizationKey: '',
    removeAuthorizationKey: false,
    apimEndpointUrl: settings?.apimEndpointUrl ?? '',
    apimSubscriptionKey: '',
    removeApimSubscriptionKey: false,
    internalNetwork: settings?.internalNetwork ?? false,
  };
}

/** A key as the update sends it: '' removes the stored one, a typed key replaces it, nothing keeps it (left out). */
const keyChange = (typed: string, remove: boolean): string | undefined => (remove ? '' : typed.trim() || undefined);

/**
 * The PUT body of one deployment type: provider and name; for a service, its endpoint and API Management gateway (an
 * empty gateway removes it), and only the keys the administrator changed. The local provider is the portal's own and
 * needs no endpoint or key. The internal-network mark is sent only by those who may set it (`canMarkInternalNetwork`):
 * the server refuses it from anyone else.
 */
export function deploymentUpdateOf(
  siteId: number,
  type: string,
  values: DeploymentFormValues,
  canMarkInternalNetwork = false,
): AiDeploymentUpdate {
  const base: AiDeploymentUpdate = {
    deploymentIndexId: siteId,
    aiDeploymentType: type,
    provider: values.provider,
    deploymentName: values.deploymentName.trim(),
  };
  if (values.provider === 'local') return base;
  const authorizationKey = keyChange(values.authorizationKey, values.removeAuthorizationKey);
  const apimSubscriptionKey = keyChange(values.apimSubscriptionKey, values.removeApimSubscriptionKey);
  return {
    ...base,
    endpointUrl: values.endpointUrl.trim(),
    apimEndpointUrl: values.apimEndpointUrl.trim() || null,
    ...(authorizationKey === undefined ? {} : { authorizationKey }),
    ...(apimSubscriptionKey === undefined ? {} : { apimSubscriptionKey }),
    ...(canMarkInternalNetwork ? { internalNetwork: values.internalNetwork } : {}),
  };
}

/**
 * Whether the stored keys must be typed again before saving: the server sends a stored key only to the address it was
 * entered for, so it refuses a save that changes the provider, the endpoint URL or the API Management URL and keeps a
 * stored key (GPT configuration, discovery-api ai-configuration.ts).
 */
export function keysMustBeEnteredAgain(
  settings: AiDeploymentSettings | undefined,
  values: Pick<DeploymentFormValues, 'provider' | 'endpointUrl' | 'apimEndpointUrl'>,
): boolean {
  if (!settings || values.provider === 'local') return false;
  return (
    values.provider !== settings.provider ||
    values.endpointUrl.trim() !== settings.endpointUrl ||
    (values.apimEndpointUrl.trim() || null) !== (settings.apimEndpointUrl ?? null)
  );
}

/** What the deployment name is, by provider: Azure's deployment, an OpenAI-compatible service's model. */
export const DEPLOYMENT_NAME_LABELS: Record<AiProviderKind, { label: string; help: string }> = {
  local: { label: 'Name', help: 'A name for the portal’s own assistant, e.g. local.' },
  openai: { label: 'Model name', help: 'The model the service answers with, e.g. gpt-4o.' },
  'azure-openai': { label: 'Deployment name', help: 'The Azure OpenAI deployment of the model.' },
};

/** The deployment name's and the addresses' rules (as the server's schema has them). */
export const NAME_PATTERN = /^[A-Za-z0-9._:-]+$/;
export const URL_PATTERN = /^https?:\/\//;
export const URL_MAX = 500;
export const NAME_MAX = 100;
export const KEY_MAX = 500;
