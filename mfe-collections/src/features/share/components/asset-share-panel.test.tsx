import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { rateLimitMessage, type PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ShareEntityPanel } from './share-panel';

// antd Select and Form under jsdom are slow when the API suites run beside this one.
jest.setTimeout(90_000);

const users = [
  { userId: 7, givenName: 'Lee', lastName: 'Park', email: 'lee.park@demo.portal' },
  { userId: 8, givenName: 'Mia', lastName: 'Holm', email: 'mia.holm@demo.portal' },
];
const sent: unknown[] = [];
const calls: string[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/collectionForm/input/12`, () =>
    HttpResponse.json({ deploymentIndexId: 12, users, userGroups: [], roles: [], defaults: {} }),
  ),
  http.post(`${TEST_API_BASE}/v2/assets/31/share`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({
      notifiedUsers: [8],
      cannotOpen: [7],
      insight: { id: 31, likes: 0, liked: false, views: 0, downloads: 0, shares: 1 },
    });
  }),
  http.post(`${TEST_API_BASE}/v2/assets/31/insights/shares`, () => {
    calls.push('POST v2/assets/31/insights/shares');
    return HttpResponse.json({ id: 31, likes: 0, liked: false, views: 0, downloads: 0, shares: 2 });
  }),
);

/** The share panel of asset 31 (doc-1, site 12), as the content page opens it. */
const renderPanel = (platform: ReturnType<typeof createTestPlatform>) =>
  renderWithPlatform(
    <ShareEntityPanel
      props={{ type: 'asset', assetId: 31, docId: 'doc-1', indexId: 12, title: 'Harbour brief' }}
      close={jest.fn()}
    />,
    { platform, store: createAppStore(platform) },
  );

describe("an asset's share panel", () => {
  it('tells the people picked, says who was not told, and counts a copied link as a share', async () => {
    const platform = createTestPlatform({ path: '/sites/12/content/doc-1/home' });
    const events: PortalEvent[] = [];
    platform.bus.on('asset/updated').subscribe((event) => events.push(event));
    renderPanel(platform);
    expect(await screen.findByText(`${window.location.origin}/sites/12/content/doc-1/home`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'People to tell' }));
    await userEvent.click(await screen.findByTitle('Mia Holm <mia.holm@demo.portal>'));
    await userEvent.click(await screen.findByTitle('Lee Park <lee.park@demo.portal>'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'For the pitch.');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('1 person notified. 1 person not told: the asset is private and they may not open it.'),
    ).toBeVisible();
    expect(sent).toEqual([{ userIds: [8, 7], message: 'For the pitch.' }]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(calls).toEqual(['POST v2/assets/31/insights/shares']));
  });

  it('a copied link whose share is not counted is ignored, and the asset is fetched again (spec §8)', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/assets/31/insights/shares`, () =>
        HttpResponse.json({ statusCode: 503, error: 'Try again.' }, { status: 503 }),
      ),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const platform = createTestPlatform({ path: '/sites/12/content/doc-1/home' });
      const events: PortalEvent[] = [];
      platform.bus.on('asset/updated').subscribe((event) => events.push(event));
      platform.bus.on('notify').subscribe((event) => events.push(event));
      renderPanel(platform);
      await userEvent.click(await screen.findByRole('button', { name: 'Copy the link' }));
      await waitFor(() => expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]));
      expect(warn).toHaveBeenCalledWith('The share could not be counted.', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it("shows the server's rate limit (429) as it words it, saying when sharing works again", async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/assets/31/share`, () =>
        HttpResponse.json(
          { statusCode: 429, error: rateLimitMessage('shares', 240) },
          { status: 429, headers: { 'retry-after': '240' } },
        ),
      ),
    );
    const platform = createTestPlatform({ path: '/sites/12/content/doc-1/home' });
    renderPanel(platform);
    await userEvent.click(await screen.findByRole('combobox', { name: 'People to tell' }));
    await userEvent.click(await screen.findByTitle('Mia Holm <mia.holm@demo.portal>'));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The asset could not be shared.')).toBeVisible();
    expect(
      screen.getByText('You have shared and sent a lot in a short time. You can share again in 4 minutes.'),
    ).toBeVisible();
  });
});
