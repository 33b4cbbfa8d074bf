import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { aRecord, anAsset, fakeContentServer } from '../../../testing/fake-content-server';
import { PreviewDialog } from './preview-dialog';

const server = createMswServer();

function render(props: Record<string, unknown>) {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  renderWithPlatform(<PreviewDialog props={props} close={jest.fn()} />, { platform, store: createAppStore(platform) });
}

describe('the preview dialog', () => {
  it('shows a PDF in a tall frame under its title', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    server.use(...fake.handlers);
    render({ docId: 'doc-1', siteId: 2 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Harbour brief' })).toBeVisible();
    const frame = screen.getByTitle('Preview of Harbour brief');
    expect(frame).toHaveAttribute('src', 'https://files.test/site-assets/doc-1/brief.pdf?sv=1&sig=abc');
    expect(frame).toHaveStyle({ height: '85vh' });
    expect(fake.state.calls.sort()).toEqual(['GET v2/document/getdocumentbyid', 'POST v2/insights/assetsWithDocIds']);
  });

  it('shows an image fitted whole, with its caption', async () => {
    const fake = fakeContentServer(
      aRecord('doc-4', { title: 'Harbour at dawn', description: 'Boats leaving at first light.' }),
      anAsset(34, 'doc-4', {
        fileExtensionFileTypeCategory: 'image',
        defaultPdfPreview: null,
        storagePath: 'https://files.test/site-assets/doc-4/dawn.jpg',
      }),
    );
    server.use(...fake.handlers);
    render({ docId: 'doc-4', siteId: 2 });
    const image = await screen.findByRole('img', { name: 'Harbour at dawn' });
    expect(image).toHaveStyle({ objectFit: 'contain', maxHeight: '80vh' });
    expect(screen.getByText('Boats leaving at first light.').tagName).toBe('FIGCAPTION');
  });

  it('shows the whole text of a document without a picture', async () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const fake = fakeContentServer(
      aRecord('doc-5', { title: 'Plain notes', content: words }),
      anAsset(35, 'doc-5', { fileExtensionFileTypeCategory: 'document', defaultPdfPreview: null }),
    );
    server.use(...fake.handlers);
    render({ docId: 'doc-5', siteId: 2 });
    expect(await screen.findByLabelText('Text of Plain notes')).toHaveTextContent('word79');
  });

  it("shows the server's message when the document cannot be opened", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/document/getdocumentbyid`, () =>
        HttpResponse.json({ error: "No document 'gone' in the site Northwind Discovery." }, { status: 404 }),
      ),
      http.post(`${TEST_API_BASE}/v2/insights/assetsWithDocIds`, () => HttpResponse.json({})),
    );
    render({ docId: 'gone', siteId: 2 });
    expect(await screen.findByText("No document 'gone' in the site Northwind Discovery.")).toBeVisible();
  });
});
