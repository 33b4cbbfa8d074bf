import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { EditAssetPreviewDialog } from './edit-asset-preview-dialog';

const server = createMswServer();

interface SentForm {
  path: string;
  assetId: string | null;
  useAsThumbnail: string | null;
  file: { name: string; type: string; size: number } | null;
}

function serve(status = 201, body: object = { assetPreviewId: 5, replacedPreviewIds: [] }) {
  const sent: SentForm[] = [];
  server.use(
    http.post(`${TEST_API_BASE}/v2/assets/:id/preview`, async ({ request, params }) => {
      const form = await request.formData();
      const file = form.get('file');
      sent.push({
        path: `v2/assets/${String(params.id)}/preview`,
        assetId: form.get('assetId') as string | null,
        useAsThumbnail: form.get('useAsThumbnail') as string | null,
        file: file instanceof Blob ? { name: (file as File).name, type: file.type, size: file.size } : null,
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

function render() {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  const events: PortalEvent[] = [];
  platform.bus.on('asset/updated').subscribe((event) => events.push(event));
  const close = jest.fn();
  const view = renderWithPlatform(<EditAssetPreviewDialog props={{ assetId: 31, docId: 'doc-1' }} close={close} />, {
    platform,
    store: createAppStore(platform),
  });
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { events, close, input };
}

// A Blob of the environment's (Node's, like its FormData) named as a file: jsdom's File is not a Blob to Node.
const png = () =>
  Object.assign(new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }), {
    name: 'dawn.png',
    lastModified: 0,
  }) as File;

describe('the edit asset preview dialog', () => {
  it('sends the chosen picture as a multipart form, says so on the bus and closes', async () => {
    const sent = serve();
    const { events, close, input } = render();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,application/pdf');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.upload(input, png());
    expect(await screen.findByText('dawn.png')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use as thumbnail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        path: 'v2/assets/31/preview',
        assetId: '31',
        useAsThumbnail: 'false',
        file: { name: 'dawn.png', type: 'image/png', size: 8 },
      },
    ]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]);
  });

  it('refuses a file the server would not store, without sending it', async () => {
    const sent = serve();
    const { input } = render();
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(/“notes.txt” is not a PNG, JPEG, WebP or GIF image, or a PDF/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    serve(400, { error: 'The request is not valid: file is declared as image/png but its content is image/gif.' });
    const { events, close, input } = render();
    await userEvent.upload(input, png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('The request is not valid: file is declared as image/png but its content is image/gif.'),
    ).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
