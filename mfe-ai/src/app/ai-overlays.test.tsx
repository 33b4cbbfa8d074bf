import { screen } from '@testing-library/react';
import { DIALOG_OWNERS, PANEL_OWNERS } from '@portal/contracts';
import { createMswServer } from '@portal/test-utils';
import { fakeAssistantServer } from '../testing/fake-assistant-server';
import { renderAiPanel } from '../testing/render-ai-panel';
import { AI_PANELS } from './ai-overlays';

const server = createMswServer();
const ownedBy = (owners: Record<string, string>) =>
  Object.keys(owners)
    .filter((key) => owners[key] === 'mfe_ai')
    .sort();

describe("the AI remote's overlays", () => {
  it('renders every panel the shell gives it (PANEL_OWNERS mfe_ai), and GPT configuration as its dialog', () => {
    expect(Object.keys(AI_PANELS).sort()).toEqual(ownedBy(PANEL_OWNERS));
    expect(ownedBy(DIALOG_OWNERS)).toEqual(['gptConfiguration']);
  });

  it('loads a panel when it is first opened', async () => {
    server.use(...fakeAssistantServer().handlers);
    renderAiPanel(<AI_PANELS.askBot props={{}} close={() => undefined} />, { permissions: { viewOpenAi: true } });
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeVisible();
  });
});
