import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import {
  AI_PROVIDER_LABELS,
  DOCUMENT_ANALYSIS_MESSAGES,
  unsupportedDocumentMessage,
  type PermissionMap,
} from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { anAiRefusal, anAnalysis, fakeContentAnalyzer } from '../../../testing/fake-content-analyzer';
import { anAsset } from '../../../testing/fake-content-server';

const server = createMswServer();

// A Blob of the environment's (Node's, like its FormData) named as a file: jsdom's File is not a Blob to Node.
const aFile = (name: string, text: string, type = 'text/plain') =>
  Object.assign(new Blob([text], { type }), { name, lastModified: 0 }) as File;

const SUMMARY = 'Sales of the blend grew 18% in the first month.';
const VIEWED = [
  {
    viewed: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    asset: anAsset(31, 'doc-1', { title: 'Harbour brief', contentTypeName: 'Case Study' }),
  },
  {
    viewed: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    asset: anAsset(37, 'doc-7', { title: 'Coastal results' }),
  },
];

function open(permissions: PermissionMap, state: Parameters<typeof fakeContentAnalyzer>[0]) {
  const { fake, handlers } = fakeContentAnalyzer(state);
  server.use(...handlers);
  const platform = createTestPlatform({
    path: '/sites/2/content',
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  const panels: unknown[] = [];
  platform.bus.on('panel/open').subscribe((event) => panels.push([event.key, event.props]));
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
  return { fake, panels };
}

const dropZone = () => screen.findByRole('button', { name: /^Drop a document here, or click to choose one/ });
const fileInput = async () => (await dropZone()).querySelector('input[type="file"]') as HTMLInputElement;

describe('the Content Analyzer', () => {
  it('analyses a dropped document on the site, says who wrote the analysis, and that nothing was stored', async () => {
    const { fake } = open({ analyzeInsights: true }, { viewed: VIEWED, answer: anAnalysis('review.txt', SUMMARY) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Content Analyzer' })).toBeVisible();
    expect(screen.getByText(/it is not added to the library\.$/)).toBeVisible();
    await userEvent.upload(await fileInput(), aFile('review.txt', 'Lighthouse Roasters launched a blend.'));

    const analysis = await screen.findByRole('region', { name: 'Analysis of “Lighthouse Roasters launch review”' });
    expect(within(analysis).getByText(/Sales of the blend grew 18% in the first month\./)).toBeVisible();
    expect(within(analysis).getByText(AI_PROVIDER_LABELS.local)).toBeVisible();
    expect(
      within(analysis).getByText(/review\.txt · 1,200 characters of text\. Not added to the library\./),
    ).toBeVisible();
    expect(within(analysis).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('review.txt is analyzed.');
    expect(fake.sent).toEqual([{ fileName: 'review.txt', siteId: '2', text: 'Lighthouse Roasters launched a blend.' }]);
  });

  it("shows the server's refusal in its words, and a file of another kind is refused before anything is sent", async () => {
    const { fake } = open(
      { analyzeInsights: true },
      { viewed: [], answer: { status: 400, body: anAiRefusal(400, DOCUMENT_ANALYSIS_MESSAGES.noText) } },
    );
    await userEvent.upload(await fileInput(), aFile('scan.pdf', '%PDF-1.7', 'application/pdf'));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('scan.pdf could not be analyzed.')).toBeVisible();
    expect(within(status).getByText(DOCUMENT_ANALYSIS_MESSAGES.noText)).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Analysis of/ })).toBeNull();

    // The picker offers the kinds it reads; a file dropped of another kind gets the server's words, unsent.
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), aFile('setup.exe', 'MZ'));
    expect(await within(status).findByText(unsupportedDocumentMessage('setup.exe'))).toBeVisible();
    expect(fake.sent.map((sent) => sent.fileName)).toEqual(['scan.pdf']);
  });

  it('lists what the user viewed, each opening its content page, with Analyze opening the automated insights', async () => {
    const { panels } = open({ analyzeInsights: true }, { viewed: VIEWED, answer: anAnalysis('x.txt', SUMMARY) });
    const list = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(list).getByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/2/content/doc-1/home',
    );
    expect(within(list).getByText('Case Study · viewed 2 hours ago')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Coastal results' })).toHaveAttribute(
      'href',
      '/sites/2/content/doc-7/home',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Analyze Coastal results' }));
    expect(panels).toEqual([
      ['automatedInsights', { docId: 'doc-7', assetId: 37, title: 'Coastal results', siteId: 2 }],
    ]);
  });

  it('without analyzeInsights: no drop zone, a sentence saying why, and the viewed documents without Analyze', async () => {
    const { fake } = open({ viewAiAssistant: true }, { viewed: VIEWED, answer: anAnalysis('x.txt', SUMMARY) });
    expect(await screen.findByText('You cannot analyze documents on this site.')).toBeVisible();
    expect(screen.getByText(/Analyzing needs the Analyze permission/)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(screen.queryByRole('button', { name: /^Drop a document here/ })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Analyze/ })).toBeNull();
    expect(fake.sent).toEqual([]);
  });

  it('with nothing viewed yet, says what fills the list and where to start', async () => {
    const { fake } = open({ analyzeInsights: true }, { viewed: [], answer: anAnalysis('x.txt', SUMMARY) });
    expect(await screen.findByText(/Nothing viewed on this site yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'search the site' })).toHaveAttribute('href', '/sites/2/search');
    await waitFor(() => expect(fake.recentlyViewedReads).toEqual(['2']));
  });
});
