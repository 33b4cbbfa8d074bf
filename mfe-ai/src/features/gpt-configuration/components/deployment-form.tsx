import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { errorMessage } from '@portal/api-client';
import { AI_PROVIDER_KINDS, AI_PROVIDER_LABELS, type AiDeploymentSettings } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useSaveAiDeploymentMutation } from '../api/ai-configuration-api';
import {
  DEPLOYMENT_NAME_LABELS,
  deploymentUpdateOf,
  formValuesOf,
  keysMustBeEnteredAgain,
  KEY_MAX,
  NAME_MAX,
  NAME_PATTERN,
  URL_MAX,
  URL_PATTERN,
  type DeploymentFormValues,
} from '../state/deployment-form';

const urlRules = (required: string | null) => [
  ...(required ? [{ required: true, whitespace: true, message: required }] : []),
  { pattern: URL_PATTERN, message: 'Enter an address starting with http:// or https://.' },
  { max: URL_MAX, message: `Keep the address within ${URL_MAX} characters.` },
];

/** A key's field: a password input that is never filled in, saying whether a key is stored; Remove when one is. */
function KeyField({
  name,
  removeName,
  label,
  stored,
  removing,
  moved,
}: {
  name: 'authorizationKey' | 'apimSubscriptionKey';
  removeName: 'removeAuthorizationKey' | 'removeApimSubscriptionKey';
  label: string;
  stored: boolean;
  removing: boolean;
  /** The provider or an address changed: a stored key must be typed again (or removed). */
  moved: boolean;
}) {
  const again = stored && moved && !removing;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={
          again
            ? 'The provider or an address changed: type the key again, or remove it. A stored key is only sent where it was entered for.'
            : stored
              ? 'Stored key: set. Leave empty to keep it.'
              : 'Stored key: not set.'
        }
        rules={[
          ...(again ? [{ required: true, whitespace: true, message: `Type the ${label.toLowerCase()} again.` }] : []),
          { max: KEY_MAX, message: `Keep the key within ${KEY_MAX} characters.` },
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          disabled={removing}
          placeholder={stored ? 'A key is stored: type a new one to replace it' : 'No key is stored'}
        />
      </Form.Item>
      {stored && (
        <Form.Item name={removeName} valuePropName="checked" style={{ marginTop: -12 }}>
          <Checkbox>Remove the stored {label.toLowerCase()}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}

/**
 * One deployment type's settings (GPT configuration): the provider (the portal's local extractive assistant, an
 * OpenAI-compatible service or Azure OpenAI), the deployment or model name, and for a service its endpoint URL,
 * authorization key, API Management endpoint and subscription key. Keys are never shown; only those changed are sent.
 */
export function DeploymentForm({
  siteId,
  type,
  settings,
  canMarkInternalNetwork,
}: {
  siteId: number;
  type: { code: string; name: string };
  settings: AiDeploymentSettings | undefined;
  /** The caller is a portal administrator: they may say an endpoint is on the internal network. */
  canMarkInternalNetwork: boolean;
}) {
  const platform = usePlatform();
  const [form] = Form.useForm<DeploymentFormValues>();
  const [save, saving] = useSaveAiDeploymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const provider = Form.useWatch('provider', form) ?? settings?.provider ?? 'local';
  const removingKey = Form.useWatch('removeAuthorizationKey', form) ?? false;
  const removingSubscription = Form.useWatch('removeApimSubscriptionKey', form) ?? false;
  const moved = keysMustBeEnteredAgain(settings, {
    provider,
    endpointUrl: Form.useWatch('endpointUrl', form) ?? settings?.endpointUrl ?? '',
    apimEndpointUrl: Form.useWatch('apimEndpointUrl', form) ?? settings?.apimEndpointUrl ?? '',
  });
  const service = provider !== 'local';
  const names = DEPLOYMENT_NAME_LABELS[provider];
  const idPrefix = `gpt-${type.code}`;

  const submit = async (values: DeploymentFormValues) => {
    setFailure(null);
    try {
      await save(deploymentUpdateOf(siteId, type.code, values, canMarkInternalNetwork)).unwrap();
      platform.notify(`The ${type.name} deployment was saved.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      name={idPrefix}
      layout="vertical"
      initialValues={formValuesOf(settings)}
      onFinish={(values) => void submit(values)}
      aria-label={`${type.name} deployment`}
      requiredMark="optional"
    >
      <Form.Item name="provider" label="Provider" rules={[{ required: true, message: 'Choose a provider.' }]}>
        <Select options={AI_PROVIDER_KINDS.map((kind) => ({ value: kind, label: AI_PROVIDER_LABELS[kind] }))} />
      </Form.Item>
      <Form.Item
        name="deploymentName"
        label={names.label}
        extra={names.help}
        rules={[
          { required: true, whitespace: true, message: `Enter the ${names.label.toLowerCase()}.` },
          { max: NAME_MAX, message: `Keep it within ${NAME_MAX} characters.` },
          { pattern: NAME_PATTERN, message: 'Use letters, digits, dots, dashes, underscores and colons only.' },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {service && (
        <>
          <Form.Item name="endpointUrl" label="Endpoint URL" rules={urlRules('Enter the endpoint URL.')}>
            <Input type="url" autoComplete="off" placeholder="https://" />
          </Form.Item>
          <KeyField
            name="authorizationKey"
            removeName="removeAuthorizationKey"
            label="Authorization key"
            stored={settings?.hasAuthorizationKey ?? false}
            removing={removingKey}
            moved={moved}
          />
          <Form.Item
            name="apimEndpointUrl"
            label="API Management endpoint"
            extra="A gateway in front of the service, if the site uses one."
            rules={urlRules(null)}
          >
            <Input type="url" autoComplete="off" placeholder="https://" />
          </Form.Item>
          <KeyField
            name="apimSubscriptionKey"
            removeName="removeApimSubscriptionKey"
            label="Subscription key"
            stored={settings?.hasApimSubscriptionKey ?? false}
            removing={removingSubscription}
            moved={moved}
          />
          {canMarkInternalNetwork ? (
            <Form.Item
              name="internalNetwork"
              valuePropName="checked"
              extra="The portal calls only public addresses, unless a portal administrator marks the endpoint as on the organisation's own network (a private or loopback address)."
            >
              <Checkbox>Endpoint on the internal network</Checkbox>
            </Form.Item>
          ) : (
            settings?.internalNetwork && (
              <Alert
                type="info"
                showIcon
                title="A portal administrator marked this endpoint as on the internal network."
                description="Changing its address clears the mark; ask a portal administrator to set it again."
                style={{ marginBottom: 16 }}
              />
            )
          )}
        </>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={`The ${type.name} deployment could not be saved.`}
          description={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>
        Save {type.name}
      </Button>
    </Form>
  );
}
