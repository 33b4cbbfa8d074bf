import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AI_NOTICE_ACK_KEY, type PermissionMap } from '@portal/contracts';
import { createMswServer, TEST_API_BASE, testSiteContext } from '@portal/test-utils';
import { AI_NOTICE } from '../../../components/chat/ai-notice-gate';
import {
  answerTo,
  failure,
  fakeAssistantServer,
  PROMPTS,
  RAG_ENDPOINT,
  streamed,
  SUGGESTED,
} from '../../../testing/fake-assistant-server';
import { renderAiPanel } from '../../../testing/render-ai-panel';
import { sseResponse, type SseEvent } from '../../../testing/sse';
import { AskBotPanel } from './ask-bot-panel';

const server = createMswServer();
const ASSISTANT: PermissionMap = { viewAiAssistant: true };
const ASK = `${TEST_API_BASE}/v2/assistant/ask`;

function open(options: Parameters<typeof renderAiPanel>[1] = {}) {
  const fake = fakeAssistantServer();
  server.use(...fake.handlers);
  const rendered = renderAiPanel(<AskBotPanel props={{}} close={() => undefined} />, {
    permissions: ASSISTANT,
    ...options,
  });
  return { ...rendered, fake };
}

/** The text of a stream's first piece (its first delta event). */
const firstPiece = (events: SseEvent[]) => (events[0]!.data as { text: string }).text.trim();
const log = () => screen.getByRole('log', { name: 'Conversation' });
const question = () => screen.getByRole('textbox', { name: 'Your question' });

async function ask(text: string) {
  await userEvent.type(question(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** The combobox's option, once its list is open. */
async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('the assistant panel (askBot)', () => {
  it('shows only the AI notice until it is accepted, then keeps the acceptance', async () => {
    const { fake } = open({ acknowledged: false });
    expect(screen.getByText(AI_NOTICE.text)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(AI_NOTICE_ACK_KEY)).not.toBeNull();
    expect(question()).toBeVisible();
    expect(screen.queryByText(AI_NOTICE.text)).toBeNull();
    expect(fake.state.asks).toEqual([]);
  });

  it("says what to do next and offers the site's assistant prompts", async () => {
    const { fake } = open();
    expect(
      screen.getByText('Ask a question about the documents of Nordic Insights, or pick one of the suggestions.'),
    ).toBeVisible();
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(PROMPTS.assistant);
    expect(fake.state.collections).toEqual(['12/assistant']);
    await userEvent.click(within(suggestions).getByRole('button', { name: PROMPTS.assistant[0] }));
    expect(await within(log()).findByText(/it reached 2 million people/)).toBeVisible();
    expect(fake.state.asks[0]!.messages).toEqual([{ role: 'user', message: PROMPTS.assistant[0] }]);
  });

  it('streams the answer in, with its source linked to its content page, who wrote it and Copy', async () => {
    const answer = answerTo({
      deploymentIndexId: 12,
      gptModel: 'gpt-4o',
      messages: [{ role: 'user', message: 'How far did the launch reach?' }],
    });
    const events = streamed(answer);
    const stream = sseResponse(events, { hold: 1 });
    const { fake } = open();
    const sent: unknown[] = [];
    server.use(
      http.post(ASK, async ({ request }) => {
        sent.push(await request.json());
        return stream.response;
      }),
    );
    await ask('How far did the launch reach?');
    expect(await within(log()).findByText(firstPiece(events))).toBeVisible();
    expect(within(log()).queryByText(answer.message.message)).toBeNull();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
    stream.release();

    const source = await within(log()).findByRole('link', { name: 'Source 1: Harbour brief' });
    expect(source).toHaveAttribute('href', '/sites/12/content/doc-1/home');
    const sources = within(log()).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-1/home',
    );
    expect(within(log()).getByText('Local extractive assistant')).toBeVisible();
    expect(log()).toHaveAttribute('aria-busy', 'false');
    expect(sent).toEqual([
      {
        deploymentIndexId: 12,
        messages: [{ role: 'user', message: 'How far did the launch reach?' }],
        gptModel: 'gpt-4o',
        reasoningLevel: null,
      },
    ]);

    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await userEvent.click(within(log()).getByRole('button', { name: 'Copy' }));
    expect(await within(log()).findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copied).toEqual([answer.message.message]);
    expect(fake.state.asks).toEqual([]);
  });

  it('stops a reply on Stop, keeping what arrived', async () => {
    const events = streamed(
      answerTo({ deploymentIndexId: 12, gptModel: 'gpt-4o', messages: [{ role: 'user', message: 'Reach?' }] }),
    );
    const stream = sseResponse(events, { hold: 1 });
    open();
    server.use(http.post(ASK, () => stream.response));
    await ask('Reach?');
    await within(log()).findByText(firstPiece(events));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await within(log()).findByText('Stopped before the end.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeVisible();
    stream.release();
  });

  it('stops the reply under way when the panel closes', async () => {
    const events = streamed(
      answerTo({ deploymentIndexId: 12, gptModel: 'gpt-4o', messages: [{ role: 'user', message: 'Reach?' }] }),
    );
    const stream = sseResponse(events, { hold: 1 });
    const { unmount } = open();
    let signal: AbortSignal | undefined;
    server.use(
      http.post(ASK, ({ request }) => {
        signal = request.signal;
        return stream.response;
      }),
    );
    await ask('Reach?');
    await within(log()).findByText(firstPiece(events));
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    stream.release();
  });

  it('shows a failure in red in the conversation (429: the per-user limit), and removes it', async () => {
    open();
    const limit = 'You have used your 120 AI calls of this hour. Try again in 12 minutes.';
    server.use(http.post(ASK, () => HttpResponse.json(failure(429, limit), { status: 429 }), { once: true }));
    await ask('Reach?');
    const error = await within(log()).findByRole('alert');
    expect(error).toHaveTextContent(limit);
    expect(error).toHaveClass('ant-alert-error');
    await userEvent.click(within(error).getByRole('button', { name: 'Remove this error' }));
    expect(within(log()).queryByRole('alert')).toBeNull();
    expect(within(log()).getByText('Reach?')).toBeVisible();
  });

  it('shows suggested questions as chips (a reply re-labelled assistant_suggestions) that ask them', async () => {
    const { fake } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Suggest questions' }));
    const chips = await within(log()).findByRole('list', { name: 'Suggested questions' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(SUGGESTED);
    expect(fake.state.asks[0]!.messages).toEqual([
      { role: 'start_off_suggestions', message: 'Suggest questions I could ask.' },
    ]);
    await userEvent.click(within(chips).getByRole('button', { name: SUGGESTED[0] }));
    await waitFor(() => expect(fake.state.asks).toHaveLength(2));
    expect(fake.state.asks[1]!.messages).toEqual([
      { role: 'start_off_suggestions', message: 'Suggest questions I could ask.' },
      { role: 'assistant_suggestions', message: SUGGESTED.join('\n') },
      { role: 'user', message: SUGGESTED[0] },
    ]);
  });

  it('re-sends only the last question with GPT-5 at Medium when the model changes; GPT-4o clears the level', async () => {
    const { fake } = open();
    await ask('Reach?');
    await within(log()).findByText('Local extractive assistant');
    expect(screen.queryByRole('combobox', { name: 'Reasoning level' })).toBeNull();

    await choose('Model', 'GPT-5');
    await within(log()).findByText('Azure OpenAI · gpt-5');
    expect(screen.getByRole('combobox', { name: 'Reasoning level' })).toBeVisible();
    expect(fake.state.asks[1]).toMatchObject({ gptModel: 'gpt-5', reasoningLevel: 'Medium' });
    expect(fake.state.asks[1]!.messages.at(-1)).toEqual({ role: 'user', message: 'Reach?' });
    expect(within(log()).getAllByText('Reach?')).toHaveLength(2);

    await choose('Reasoning level', 'High');
    await ask('Cost?');
    await waitFor(() => expect(fake.state.asks).toHaveLength(3));
    expect(fake.state.asks[2]).toMatchObject({ gptModel: 'gpt-5', reasoningLevel: 'High' });

    await choose('Model', 'GPT-4o');
    await waitFor(() => expect(fake.state.asks).toHaveLength(4));
    expect(fake.state.asks[3]).toMatchObject({ gptModel: 'gpt-4o', reasoningLevel: null });
    expect(fake.state.asks[3]!.messages.at(-1)).toEqual({ role: 'user', message: 'Cost?' });
    expect(screen.queryByRole('combobox', { name: 'Reasoning level' })).toBeNull();
  });

  it("shows the user's AI calls this hour", async () => {
    open();
    expect(await screen.findByText('3 of 120 AI calls used this hour.')).toBeVisible();
    await ask('Reach?');
    expect(await screen.findByText('4 of 120 AI calls used this hour.')).toBeVisible();
  });

  it('offers GPT configuration to site administrators only, in its dialog', async () => {
    const { dialogs } = open({ permissions: { viewOpenAi: true, editDeploymentIndex: true } });
    await userEvent.click(screen.getByRole('button', { name: 'GPT configuration' }));
    expect(dialogs).toEqual([['gptConfiguration', undefined]]);
  });

  it('has no GPT configuration for other users', () => {
    open();
    expect(screen.queryByRole('button', { name: 'GPT configuration' })).toBeNull();
  });

  it('leads to the retrieval assistant with viewRagAssistant on a site with its endpoint', async () => {
    const { panels } = open({
      permissions: { viewOpenAi: true, viewRagAssistant: true },
      site: { ...testSiteContext(), ragEndpoint: RAG_ENDPOINT },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retrieval assistant' }));
    expect(panels).toEqual([['askBotRag', undefined]]);
  });

  it('does not lead to the retrieval assistant without its endpoint', () => {
    open({ permissions: { viewOpenAi: true, viewRagAssistant: true } });
    expect(screen.queryByRole('button', { name: 'Retrieval assistant' })).toBeNull();
  });

  it('is for users with viewOpenAi or viewAiAssistant', () => {
    const { fake } = open({ permissions: { viewAiInteract: true } });
    expect(screen.getByText('You do not have access to the assistant on this site.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fake.state.collections).toEqual([]);
  });
});
