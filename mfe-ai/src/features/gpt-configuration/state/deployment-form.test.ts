import type { AiDeploymentSettings } from '@portal/contracts';
import { deploymentUpdateOf, formValuesOf, keysMustBeEnteredAgain } from './deployment-form';

const STORED: AiDeploymentSettings = {
  aiDeploymentType: 'openai',
  aiDeploymentTypeName: 'Assistant and AI tools',
  provider: 'azure-openai',
  deploymentName: 'gpt-4o-portal',
  endpointUrl: 'https://nordic.openai.azure.test',
  apimEndpointUrl: 'https://apim.test',
  hasAuthorizationKey: true,
  hasApimSubscriptionKey: true,
  internalNetwork: false,
};

describe('a deployment form', () => {
  it('starts from the stored settings, never with a key', () => {
    expect(formValuesOf(STORED)).toEqual({
      provider: 'azure-openai',
      deploymentName: 'gpt-4o-portal',
      endpointUrl: 'https://nordic.openai.azure.test',
      authorizationKey: '',
      removeAuthorizationKey: false,
      apimEndpointUrl: 'https://apim.test',
      apimSubscriptionKey: '',
      removeApimSubscriptionKey: false,
      internalNetwork: false,
    });
    expect(formValuesOf(undefined)).toMatchObject({ provider: 'local', deploymentName: '', endpointUrl: '' });
  });

  it('leaves out the keys not changed, so the stored ones are kept', () => {
    expect(deploymentUpdateOf(12, 'openai', { ...formValuesOf(STORED), deploymentName: ' gpt-4o-eu ' })).toEqual({
      deploymentIndexId: 12,
      aiDeploymentType: 'openai',
      provider: 'azure-openai',
      deploymentName: 'gpt-4o-eu',
      endpointUrl: 'https://nordic.openai.azure.test',
      apimEndpointUrl: 'https://apim.test',
    });
  });

  it('sends a typed key, and an empty one to remove it', () => {
    const update = deploymentUpdateOf(12, 'openai', {
      ...formValuesOf(STORED),
      authorizationKey: 'new-key',
      removeApimSubscriptionKey: true,
      apimEndpointUrl: '',
    });
    expect(update).toMatchObject({ authorizationKey: 'new-key', apimSubscriptionKey: '', apimEndpointUrl: null });
  });

  it('sends the internal-network mark only for those who may set it (portal administrators)', () => {
    const values = { ...formValuesOf(STORED), internalNetwork: true };
    expect(deploymentUpdateOf(12, 'openai', values)).not.toHaveProperty('internalNetwork');
    expect(deploymentUpdateOf(12, 'openai', values, true)).toMatchObject({ internalNetwork: true });
    expect(deploymentUpdateOf(12, 'openai', formValuesOf(STORED), true)).toMatchObject({ internalNetwork: false });
  });

  it('sends only the provider and name for the local extractive assistant', () => {
    expect(
      deploymentUpdateOf(12, 'rag', { ...formValuesOf(STORED), provider: 'local', authorizationKey: 'typed' }),
    ).toEqual({ deploymentIndexId: 12, aiDeploymentType: 'rag', provider: 'local', deploymentName: 'gpt-4o-portal' });
  });

  it('asks for the keys again when the provider or an address changes, as the server requires', () => {
    const values = formValuesOf(STORED);
    expect(keysMustBeEnteredAgain(STORED, values)).toBe(false);
    expect(keysMustBeEnteredAgain(STORED, { ...values, endpointUrl: ' https://nordic.openai.azure.test ' })).toBe(
      false,
    );
    expect(keysMustBeEnteredAgain(STORED, { ...values, endpointUrl: 'https://elsewhere.test' })).toBe(true);
    expect(keysMustBeEnteredAgain(STORED, { ...values, apimEndpointUrl: '' })).toBe(true);
    expect(keysMustBeEnteredAgain(STORED, { ...values, provider: 'openai' })).toBe(true);
    expect(keysMustBeEnteredAgain(STORED, { ...values, provider: 'local' })).toBe(false);
    expect(keysMustBeEnteredAgain(undefined, { ...values, endpointUrl: 'https://elsewhere.test' })).toBe(false);
  });
});
