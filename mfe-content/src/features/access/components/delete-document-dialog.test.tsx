import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DeleteDocumentDialog } from './delete-document-dialog';

const server = createMswServer();

function render() {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  const events: PortalEvent[] = [];
  platform.bus.on('asset/updated').subscribe((event) => events.push(event));
  const close = jest.fn();
  renderWithPlatform(
    <DeleteDocumentDialog props={{ docId: 'doc-1', title: 'Harbour brief', siteId: 2 }} close={close} />,
    {
      platform,
      store: createAppStore(platform),
    },
  );
  return { platform, events, close };
}

describe('the delete document dialog', () => {
  it('names the document, deletes only on Delete, and on 200 says so and goes back to the search', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${TEST_API_BASE}/v2/document/delete`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id')!);
        return HttpResponse.json({
          deleted: true,
          docId: 'doc-1',
          assetId: 31,
          title: 'Harbour brief',
          deletedFiles: 2,
        });
      }),
    );
    const { platform, events, close } = render();
    expect(screen.getByText(/delete the document “Harbour brief”/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(2));
    expect(deleted).toEqual(['doc-1']);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]);
    expect(platform.location$.getValue().pathname).toBe('/sites/2/search');
  });

  it('any answer other than 200 is not a delete: the message shows and nothing moves (spec §5)', async () => {
    server.use(http.delete(`${TEST_API_BASE}/v2/document/delete`, () => new HttpResponse(null, { status: 204 })));
    const { platform, events, close } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The document could not be deleted.')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(platform.location$.getValue().pathname).toBe('/sites/2/content/doc-1/home');
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.delete(`${TEST_API_BASE}/v2/document/delete`, () =>
        HttpResponse.json({ error: 'You do not have permission to edit this asset.' }, { status: 403 }),
      ),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to edit this asset.')).toBeVisible();
  });
});
