import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { SHARE_LINK_MESSAGES } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { OpenShareLinkPage } from './open-share-link-page';

const opened: string[] = [];
const server = createMswServer(
  http.post(`${TEST_API_BASE}/v2/collections/shareLinks/:token/open`, ({ params }) => {
    opened.push(String(params.token));
    return HttpResponse.json({ collectionId: 9, deploymentIndexId: 12, name: 'Coastal work' });
  }),
);
beforeEach(() => (opened.length = 0));

const renderPage = (token: string) => {
  const platform = createTestPlatform({ path: `/sites/12/collections/link/${token}` });
  renderWithPlatform(
    <Routes>
      <Route path="/sites/:indexId/collections/link/:token" element={<OpenShareLinkPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { platform, store: createAppStore(platform) },
  );
  return platform;
};

describe('the share link page', () => {
  it('opens the link once and replaces itself with the collection', async () => {
    const platform = renderPage('tok-2');
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/sites/12/collections/details/9'));
    expect(opened).toEqual(['tok-2']);
  });

  it.each([
    [410, SHARE_LINK_MESSAGES.expired],
    [403, SHARE_LINK_MESSAGES.revoked],
    [404, SHARE_LINK_MESSAGES.unknown],
  ])("shows the server's message for a %i, with a way to the collections", async (status, message) => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/collections/shareLinks/:token/open`, () =>
        HttpResponse.json({ error: message }, { status }),
      ),
    );
    const platform = renderPage('gone');
    expect(await screen.findByText(message)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Go to collections' }));
    expect(platform.location$.getValue().pathname).toBe('/sites/12/collections');
  });
});
