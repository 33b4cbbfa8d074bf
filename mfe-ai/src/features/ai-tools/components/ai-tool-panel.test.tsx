import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import type { PermissionMap } from '@portal/contracts';
import { useStream } from '@portal/platform';
import { createMswServer } from '@portal/test-utils';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { fakeAssistantServer, PROMPTS, REPLIES } from '../../../testing/fake-assistant-server';
import { renderAiPanel } from '../../../testing/render-ai-panel';
import { AiToolPanel } from './ai-tool-panel';

const server = createMswServer();
const ON_HARBOUR = { docId: 'doc-1', assetId: 31, title: 'Harbour brief', siteId: 12 };
const INTERACT: PermissionMap = { viewAiInteract: true };

/** The panel as the panel host shows it: `props$` gives it the props it is opened with now. */
function OpenedPanel({ props$ }: { props$: BehaviorSubject<OverlayComponentProps['props']> }) {
  return <AiToolPanel props={useStream(props$)} close={() => undefined} />;
}

function open(tool: string, permissions: PermissionMap = INTERACT, fakeOptions = {}) {
  const fake = fakeAssistantServer(fakeOptions);
  server.use(...fake.handlers);
  const props$ = new BehaviorSubject<OverlayComponentProps['props']>({ tool, ...ON_HARBOUR });
  const rendered = renderAiPanel(<OpenedPanel props$={props$} />, { permissions });
  return { ...rendered, fake, props$ };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('the AI tool panel (aiTool)', () => {
  it('Summarize runs on the document at once, shows the result with Copy, and loads its suggestions', async () => {
    const { fake } = open('summarize');
    expect(screen.getByRole('heading', { name: 'Summarize' })).toBeVisible();
    expect(screen.getByText('On Harbour brief')).toBeVisible();
    expect(await within(log()).findByText(REPLIES.summarize_asset!, { exact: false })).toBeVisible();
    expect(within(log()).getByText('Summarize this document.')).toBeVisible();
    expect(await within(log()).findByRole('button', { name: 'Copy' })).toBeVisible();
    expect(fake.state.asks).toEqual([
      {
        deploymentIndexId: 12,
        docId: 'doc-1',
        messages: [{ role: 'summarize_asset', message: 'Summarize this document.' }],
        gptModel: 'gpt-4o',
        reasoningLevel: null,
      },
    ]);
    const suggestions = screen.getByRole('list', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(PROMPTS.summarize);
    expect(fake.state.collections).toEqual(['12/summarize?docId=doc-1']);
  });

  it("re-runs the tool's interaction when the model changes ('rerun_interact')", async () => {
    const { fake } = open('themes');
    await within(log()).findByText(REPLIES.extract_themes!, { exact: false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Follow-up question' }), 'Which theme leads?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.state.asks).toHaveLength(2));
    expect(fake.state.asks[1]).toMatchObject({ docId: 'doc-1' });
    await within(log()).findByText(/Which theme leads\?”/);

    await choose('Model', 'GPT-5');
    await waitFor(() => expect(fake.state.asks).toHaveLength(3));
    expect(fake.state.asks[2]).toMatchObject({ gptModel: 'gpt-5', reasoningLevel: 'Medium' });
    expect(fake.state.asks[2]!.messages.at(-1)).toEqual({
      role: 'extract_themes',
      message: 'Extract the themes of this document.',
    });
    expect(await within(log()).findByText('Azure OpenAI · gpt-5')).toBeVisible();
  });

  it('Ask Questions opens the ask panel with its suggestions, and asks nothing before the user does', async () => {
    const { fake } = open('askQuestions');
    expect(screen.getByRole('heading', { name: 'Ask Questions' })).toBeVisible();
    expect(screen.getByText('Ask a question about this document, or pick one of the suggestions.')).toBeVisible();
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    expect(fake.state.collections).toEqual(['12/askQuestions?docId=doc-1']);
    expect(fake.state.asks).toEqual([]);
    await userEvent.click(within(suggestions).getByRole('button', { name: PROMPTS.askQuestions[0] }));
    await waitFor(() => expect(fake.state.asks).toHaveLength(1));
    expect(fake.state.asks[0]).toMatchObject({
      docId: 'doc-1',
      messages: [{ role: 'user', message: PROMPTS.askQuestions[0] }],
    });
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  });

  it('starts a new conversation when another tool is opened in its place', async () => {
    const { fake, props$ } = open('summarize');
    await within(log()).findByText(REPLIES.summarize_asset!, { exact: false });
    act(() => props$.next({ tool: 'tones', ...ON_HARBOUR }));
    expect(await within(log()).findByText(REPLIES.extract_tone!, { exact: false })).toBeVisible();
    expect(within(log()).queryByText(REPLIES.summarize_asset!, { exact: false })).toBeNull();
    expect(fake.state.asks[1]!.messages).toEqual([
      { role: 'extract_tone', message: 'Describe the tone of this document.' },
    ]);
  });

  it('is for users with viewOpenAi or viewAiInteract', () => {
    const { fake } = open('summarize', { viewAiAssistant: true });
    expect(screen.getByText('You do not have access to the AI tools on this site.')).toBeVisible();
    expect(fake.state.asks).toEqual([]);
  });
});

describe('a writing assistant (Image ALT tag)', () => {
  it('inserts its ALT tag into the metadata for who may edit the asset, and says so', async () => {
    const { fake, events } = open('image_alt_text', { viewOpenAi: true, editDeploymentIndex: true });
    expect(screen.getByRole('heading', { name: 'Image ALT tag' })).toBeVisible();
    await within(log()).findByText(REPLIES.image_alt_text!, { exact: false });
    await userEvent.click(await within(log()).findByRole('button', { name: 'Insert into metadata' }));
    expect(await screen.findByText("The ALT tag was inserted into the asset's metadata.")).toBeVisible();
    expect(fake.state.saves).toEqual([{ assetId: '31', body: { altText: REPLIES.image_alt_text } }]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]);
  });

  it("inserts a caption for the asset's uploader who may upload", async () => {
    const { fake } = open('image_caption', { viewOpenAi: true, uploadAsset: true }, { createdByUserId: 1 });
    await within(log()).findByText(REPLIES.image_caption!, { exact: false });
    await userEvent.click(await within(log()).findByRole('button', { name: 'Insert into metadata' }));
    expect(await screen.findByText("The caption was inserted into the asset's metadata.")).toBeVisible();
    expect(fake.state.saves).toEqual([{ assetId: '31', body: { imageCaption: REPLIES.image_caption } }]);
  });

  it('offers no insert to who may not edit the asset, only Copy', async () => {
    const { fake } = open('image_alt_text', { viewOpenAi: true, uploadAsset: true }, { createdByUserId: 7 });
    await within(log()).findByText(REPLIES.image_alt_text!, { exact: false });
    await waitFor(() => expect(fake.state.assetReads).toBe(1));
    expect(await within(log()).findByRole('button', { name: 'Copy' })).toBeVisible();
    expect(within(log()).queryByRole('button', { name: 'Insert into metadata' })).toBeNull();
  });

  it('offers no insert for the other writing assistants', async () => {
    open('newsletter_summary', { viewOpenAi: true, editDeploymentIndex: true });
    await within(log()).findByText(REPLIES.newsletter_summary!, { exact: false });
    expect(within(log()).queryByRole('button', { name: 'Insert into metadata' })).toBeNull();
  });
});
