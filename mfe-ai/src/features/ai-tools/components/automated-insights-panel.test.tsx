import { screen, within } from '@testing-library/react';
import { createMswServer } from '@portal/test-utils';
import { fakeAssistantServer, REPLIES } from '../../../testing/fake-assistant-server';
import { renderAiPanel } from '../../../testing/render-ai-panel';
import { AutomatedInsightsPanel } from './automated-insights-panel';

const server = createMswServer();

function open(permissions = { analyzeInsights: true }) {
  const fake = fakeAssistantServer();
  server.use(...fake.handlers);
  renderAiPanel(
    <AutomatedInsightsPanel props={{ docId: 'doc-1', assetId: 31, title: 'Harbour brief' }} close={() => undefined} />,
    { permissions },
  );
  return fake;
}

describe('the automated insights panel (Analyze)', () => {
  it('analyzes the document at once (document_analyzer) on the current site', async () => {
    const fake = open();
    expect(screen.getByRole('heading', { name: 'Automated insights' })).toBeVisible();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(REPLIES.document_analyzer!, { exact: false })).toBeVisible();
    expect(fake.state.asks).toEqual([
      {
        deploymentIndexId: 12,
        docId: 'doc-1',
        messages: [{ role: 'document_analyzer', message: 'Analyze this document.' }],
        gptModel: 'gpt-4o',
        reasoningLevel: null,
      },
    ]);
  });

  it('is for users with analyzeInsights', () => {
    const fake = open({ analyzeInsights: false });
    expect(screen.getByText('You do not have access to automated insights on this site.')).toBeVisible();
    expect(fake.state.asks).toEqual([]);
  });
});
