import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { PUBLIC_VIDEO_MESSAGES, type PublicVideo } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { linkEndText } from './public-video-page';

const server = createMswServer();
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6';

const aVideo = (fields: Partial<PublicVideo> = {}): PublicVideo => ({
  title: 'Harbour launch film',
  description: 'The film of the coastal launch.',
  mimeType: 'video/webm',
  durationSeconds: null,
  viewUrl: 'https://files.test/site-assets/film.webm?sv=1&sp=r&sig=abc',
  expiresOn: new Date(Date.now() + 600_000).toISOString(),
  linkExpiresOn: '2026-12-01T10:00:00.000Z',
  sharedFrom: 'Northwind Discovery',
  ...fields,
});

/** The public player's one call, answering `reply`; what each request carried is kept. */
function publicVideoCall(reply: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/public/videos/:token`, ({ request }) => {
      requests.push(request);
      return reply();
    }),
  );
  return requests;
}

/** The page as a visitor who is not signed in sees it: asking for a token would fail. */
function openPage(path: string) {
  const platform = createTestPlatform({
    path,
    auth: {
      getToken: () => Promise.reject(new Error('Sign-in required.')),
      isSignedIn: () => false,
      signIn: async () => undefined,
      signOut: async () => undefined,
    },
  });
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
}

describe('the public video page', () => {
  it('plays the shared video without sign-in: title, player, description and until when the link works', async () => {
    const requests = publicVideoCall(() => HttpResponse.json(aVideo()));
    openPage(`/video?v=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
    expect(screen.getByText('Loading the video…')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Harbour launch film' })).toBeVisible();
    const player = screen.getByLabelText('Harbour launch film', { selector: 'video' });
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', 'https://files.test/site-assets/film.webm?sv=1&sp=r&sig=abc');
    expect(screen.getByText('The film of the coastal launch.')).toBeVisible();
    expect(
      screen.getByText(
        `Shared from Northwind Discovery — anyone with this link can watch it until ${linkEndText('2026-12-01T10:00:00.000Z')}.`,
      ),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/public/videos/${TOKEN}`);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('sends no bearer token even when the visitor is signed in', async () => {
    const requests = publicVideoCall(() => HttpResponse.json(aVideo({ description: null })));
    const platform = createTestPlatform({ path: `/video?v=${TOKEN}` });
    renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Harbour launch film' })).toBeVisible();
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('says so when the address has no link token, asking nothing', async () => {
    const requests = publicVideoCall(() => HttpResponse.json(aVideo()));
    openPage('/video');
    expect(await screen.findByText('No video link')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it.each([
    [404, 'Link not found', PUBLIC_VIDEO_MESSAGES.unknown],
    [410, 'Link no longer available', PUBLIC_VIDEO_MESSAGES.gone],
  ])('shows the server’s message for a %s', async (status, title, message) => {
    publicVideoCall(() => HttpResponse.json({ statusCode: status, error: message }, { status }));
    openPage(`/video?v=${TOKEN}`);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByText(`${message} Ask the person who shared it for a new link.`)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
