import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import type { DeploymentIndex, PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DashboardPage } from './home-page';

const HERO_PATH = 'v2/deploymentIndexes/theme/4/hero?v=1';
const seenAuthorization: (string | null)[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/theme/4/hero`, ({ request }) => {
    seenAuthorization.push(request.headers.get('Authorization'));
    return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });
  }),
);

const site = (settings: Record<string, string | null>, heroUrl: string | null = HERO_PATH): SiteContext => ({
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: {
    deploymentIndexId: 4,
    name: 'Northwind Discovery',
    welcomeMessage: 'Welcome to Northwind Discovery',
  } as DeploymentIndex,
  settings,
  theme: { themeEntityId: 4, themeColor: '#1f4e79', secondaryThemeColor: null, heroUrl, thumbnailUrl: null },
  ragEndpoint: null,
});

function renderHome(context: SiteContext, permissions: PermissionMap = {}) {
  const platform = createTestPlatform({
    path: '/home',
    site$: new BehaviorSubject<SiteContext | null>(context),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  return renderWithPlatform(<DashboardPage />, { platform });
}

beforeAll(() => {
  // jsdom has no object URLs; the browser's own are what the header hands to <img>.
  URL.createObjectURL = jest.fn(() => 'blob:hero-image');
  URL.revokeObjectURL = jest.fn();
});

describe('home header', () => {
  it("shows the site's banner title and description over its hero image, fetched with the bearer token", async () => {
    const { container } = renderHome(
      site({
        heroTitle: 'Find the work that wins',
        heroDescription: 'Case studies and credentials from across the group.',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find the work that wins' })).toBeInTheDocument();
    expect(screen.getByText('Case studies and credentials from across the group.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', 'blob:hero-image'));
    expect(seenAuthorization.at(-1)).toBe('Bearer test-token');
  });

  it('falls back to the welcome message and the theme colour when nothing is customised', () => {
    const { container } = renderHome(site({ heroTitle: '  ', heroDescription: null }, null));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Northwind Discovery' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers the site actions only to site editors, opening the page customisations panel', async () => {
    renderHome(site({}), { editDeploymentIndex: false });
    expect(screen.queryByRole('button', { name: 'Customize this site' })).not.toBeInTheDocument();

    const { platform } = renderHome(site({}), { editDeploymentIndex: true });
    const opened: unknown[] = [];
    platform.bus.on('panel/open').subscribe((event) => opened.push(event));
    await userEvent.click(screen.getByRole('button', { name: 'Customize this site' }));
    expect(opened).toEqual([expect.objectContaining({ key: 'pageCustomizations', props: { deploymentIndexId: 4 } })]);
  });
});
