import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMswServer, TEST_API_BASE, testSiteContext } from '@portal/test-utils';
import { failure, fakeAssistantServer, PROMPTS, RAG_ENDPOINT } from '../../../testing/fake-assistant-server';
import { renderAiPanel } from '../../../testing/render-ai-panel';
import { RagAssistantPanel } from './rag-assistant-panel';

const server = createMswServer();
const RAG_SITE = { ...testSiteContext(), ragEndpoint: RAG_ENDPOINT };

function open(options: Parameters<typeof renderAiPanel>[1] = {}) {
  const fake = fakeAssistantServer();
  server.use(...fake.handlers);
  const rendered = renderAiPanel(<RagAssistantPanel props={{}} close={() => undefined} />, {
    permissions: { viewRagAssistant: true },
    site: RAG_SITE,
    ...options,
  });
  return { ...rendered, fake };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

async function ask(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the retrieval assistant panel (askBotRag)', () => {
  it('answers with its claims citing [n] and the sources appended as links to their content pages', async () => {
    const { fake } = open();
    await ask('Which briefs mention harbour launches?');
    const marker = await within(log()).findByRole('link', { name: 'Source 1: Harbour brief' });
    expect(marker).toHaveTextContent('[1]');
    expect(marker).toHaveAttribute('href', '/sites/12/content/doc-1/home');
    const sources = within(log()).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-1/home',
    );
    expect(fake.state.rags).toEqual([
      {
        deploymentIndexId: 12,
        query: 'Which briefs mention harbour launches?',
        chatHistory: [],
        gptModel: 'gpt-4o',
        reasoningLevel: null,
      },
    ]);
  });

  it('sends the conversation before the question as its chat history', async () => {
    const { fake } = open();
    await ask('Which briefs mention harbour launches?');
    await within(log()).findByRole('list', { name: 'Sources' });
    await ask('And their results?');
    await waitFor(() => expect(fake.state.rags).toHaveLength(2));
    expect(fake.state.rags[1]).toMatchObject({
      query: 'And their results?',
      chatHistory: [
        { role: 'user', message: 'Which briefs mention harbour launches?' },
        { role: 'assistant', message: 'Two briefs mention harbour launches [1].' },
      ],
    });
  });

  it('shows a retrieval failure in the conversation', async () => {
    open();
    server.use(
      http.post(`${TEST_API_BASE}/v2/assistant/rag`, () =>
        HttpResponse.json(failure(502, 'The retrieval service did not answer.'), { status: 502 }),
      ),
    );
    await ask('Which briefs?');
    expect(await within(log()).findByRole('alert')).toHaveTextContent('The retrieval service did not answer.');
  });

  it("starts from the site's retrieval prompts", async () => {
    const { fake } = open();
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(PROMPTS.rag);
    expect(fake.state.collections).toEqual(['12/rag']);
  });

  it('needs viewRagAssistant plus the endpoint info', () => {
    open({ site: testSiteContext() });
    expect(screen.getByText('The retrieval assistant is not available to you on this site.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
