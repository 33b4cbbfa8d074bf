import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { CONFIGURATION, fakeAssistantServer } from '../../../testing/fake-assistant-server';
import { renderAiPanel } from '../../../testing/render-ai-panel';
import { GptConfiguration } from './gpt-configuration';

const server = createMswServer();

function open(permissions = { editDeploymentIndex: true }) {
  const fake = fakeAssistantServer();
  server.use(...fake.handlers);
  const rendered = renderAiPanel(<GptConfiguration props={{}} close={() => undefined} />, {
    permissions,
    acknowledged: false,
  });
  return { ...rendered, fake };
}

const section = (name: string) => screen.findByRole('region', { name });

async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('GPT configuration', () => {
  it("shows each deployment type's settings, the keys never filled in, only whether they are set", async () => {
    open();
    const assistant = await section('Assistant and AI tools');
    expect(within(assistant).getByText('The assistant and the AI tools.')).toBeVisible();
    expect(within(assistant).getByRole('combobox', { name: 'Provider' })).toBeVisible();
    expect(within(assistant).getByTitle('Azure OpenAI')).toBeVisible();
    expect(within(assistant).getByRole('textbox', { name: 'Deployment name' })).toHaveValue('gpt-4o-portal');
    expect(within(assistant).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(
      'https://nordic.openai.azure.test',
    );
    const key = within(assistant).getByLabelText(/^Authorization key/);
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('placeholder', 'A key is stored: type a new one to replace it');
    expect(within(assistant).getByText('Stored key: set. Leave empty to keep it.')).toBeVisible();
    expect(within(assistant).getByLabelText(/^Subscription key/)).toHaveValue('');
    expect(within(assistant).getByText('Stored key: not set.')).toBeVisible();

    // No retrieval deployment yet: the local extractive assistant, which needs no endpoint or key.
    const retrieval = await section('Retrieval assistant');
    expect(within(retrieval).getByTitle('Local extractive assistant')).toBeVisible();
    expect(within(retrieval).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(retrieval).queryByRole('textbox', { name: 'Endpoint URL' })).toBeNull();
  });

  it('sends only the keys that were changed', async () => {
    const { fake, notices } = open();
    const assistant = await section('Assistant and AI tools');
    await replace(within(assistant).getByRole('textbox', { name: 'Deployment name' }), 'gpt-4o-eu');
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(1));
    expect(fake.state.configurationSaves[0]).toEqual({
      deploymentIndexId: 12,
      aiDeploymentType: 'openai',
      provider: 'azure-openai',
      deploymentName: 'gpt-4o-eu',
      endpointUrl: 'https://nordic.openai.azure.test',
      apimEndpointUrl: null,
    });
    expect(notices).toEqual([['success', 'The Assistant and AI tools deployment was saved.']]);

    await userEvent.type(within(assistant).getByLabelText(/^Authorization key/), 'sk-new-key');
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(2));
    expect(fake.state.configurationSaves[1]).toMatchObject({ authorizationKey: 'sk-new-key' });
    expect(fake.state.configurationSaves[1]).not.toHaveProperty('apimSubscriptionKey');
  });

  it('asks for the stored keys again before sending a moved endpoint, as the server refuses to send them elsewhere', async () => {
    const { fake } = open();
    const assistant = await section('Assistant and AI tools');
    await replace(within(assistant).getByRole('textbox', { name: 'Endpoint URL' }), 'https://elsewhere.test');
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    expect(await within(assistant).findByText('Type the authorization key again.')).toBeVisible();
    expect(fake.state.configurationSaves).toHaveLength(0);

    await userEvent.type(within(assistant).getByLabelText(/^Authorization key/), 'sk-elsewhere');
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(1));
    expect(fake.state.configurationSaves[0]).toMatchObject({
      endpointUrl: 'https://elsewhere.test',
      authorizationKey: 'sk-elsewhere',
    });
  });

  it('removes a stored key when asked to', async () => {
    const { fake } = open();
    const assistant = await section('Assistant and AI tools');
    await userEvent.click(within(assistant).getByRole('checkbox', { name: 'Remove the stored authorization key' }));
    expect(within(assistant).getByLabelText(/^Authorization key/)).toBeDisabled();
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(1));
    expect(fake.state.configurationSaves[0]).toMatchObject({ authorizationKey: '' });
  });

  it('configures a service for the retrieval assistant, checking its addresses', async () => {
    const { fake } = open();
    const retrieval = await section('Retrieval assistant');
    await userEvent.click(within(retrieval).getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(await screen.findByTitle('OpenAI-compatible service'));
    // The service's fields appear once the form has taken the new provider: wait for them.
    await userEvent.type(await within(retrieval).findByRole('textbox', { name: 'Model name' }), 'gpt 4o');
    await userEvent.type(within(retrieval).getByRole('textbox', { name: 'Endpoint URL' }), 'ftp://models.test');
    expect(within(retrieval).getAllByText('Stored key: not set.')).toHaveLength(2);
    await userEvent.click(within(retrieval).getByRole('button', { name: 'Save Retrieval assistant' }));
    expect(
      await within(retrieval).findByText('Use letters, digits, dots, dashes, underscores and colons only.'),
    ).toBeVisible();
    expect(within(retrieval).getByText('Enter an address starting with http:// or https://.')).toBeVisible();
    expect(fake.state.configurationSaves).toEqual([]);

    await replace(within(retrieval).getByRole('textbox', { name: 'Model name' }), 'gpt-4o');
    await replace(within(retrieval).getByRole('textbox', { name: 'Endpoint URL' }), 'https://models.test/v1');
    await userEvent.type(within(retrieval).getByLabelText(/^Authorization key/), 'sk-rag');
    await userEvent.click(within(retrieval).getByRole('button', { name: 'Save Retrieval assistant' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(1));
    expect(fake.state.configurationSaves[0]).toEqual({
      deploymentIndexId: 12,
      aiDeploymentType: 'rag',
      provider: 'openai',
      deploymentName: 'gpt-4o',
      endpointUrl: 'https://models.test/v1',
      apimEndpointUrl: null,
      authorizationKey: 'sk-rag',
    });
  });

  it("shows the server's refusal", async () => {
    open();
    server.use(
      http.put(`${TEST_API_BASE}/v2/aideployments/configuration`, () =>
        HttpResponse.json({ error: 'The endpoint URL is not allowed.' }, { status: 400 }),
      ),
    );
    const assistant = await section('Assistant and AI tools');
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    const alert = await within(assistant).findByRole('alert');
    expect(alert).toHaveTextContent('The Assistant and AI tools deployment could not be saved.');
    expect(alert).toHaveTextContent('The endpoint URL is not allowed.');
  });

  it("is for the site's administrators", () => {
    open({ viewOpenAi: true } as never);
    expect(screen.getByText("Only the site's administrators configure its AI deployments.")).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets a portal administrator mark an endpoint as on the internal network; a site administrator only sees the mark', async () => {
    const { fake } = open();
    server.use(
      http.get(`${TEST_API_BASE}/v2/aideployments/configuration`, () =>
        HttpResponse.json({ ...CONFIGURATION, canMarkInternalNetwork: true }),
      ),
    );
    const assistant = await section('Assistant and AI tools');
    const mark = await within(assistant).findByRole('checkbox', { name: 'Endpoint on the internal network' });
    await userEvent.click(mark);
    await userEvent.click(within(assistant).getByRole('button', { name: 'Save Assistant and AI tools' }));
    await waitFor(() => expect(fake.state.configurationSaves).toHaveLength(1));
    expect(fake.state.configurationSaves[0]).toMatchObject({ internalNetwork: true });
  });

  it('shows a site administrator that a portal administrator marked the endpoint, without the choice', async () => {
    open();
    server.use(
      http.get(`${TEST_API_BASE}/v2/aideployments/configuration`, () =>
        HttpResponse.json({
          ...CONFIGURATION,
          deployments: CONFIGURATION.deployments.map((deployment) => ({ ...deployment, internalNetwork: true })),
        }),
      ),
    );
    const assistant = await section('Assistant and AI tools');
    expect(
      await within(assistant).findByText('A portal administrator marked this endpoint as on the internal network.'),
    ).toBeVisible();
    expect(within(assistant).queryByRole('checkbox', { name: 'Endpoint on the internal network' })).toBeNull();
  });
});
