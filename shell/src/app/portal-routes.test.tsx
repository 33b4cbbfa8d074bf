import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore } from '@portal/api-client';
import type { UserProfile } from '@portal/contracts';
import { PlatformProvider } from '@portal/platform';
import { createMswServer, createTestPlatform, TEST_API_BASE, testUser } from '@portal/test-utils';
import { ShellContext } from '../hooks/use-shell';
import { createShellI18n } from '../lib/i18n/i18n';
import { createTestShell } from '../testing/test-shell';
import { portalRoutes } from './portal-routes';

// The federation runtime downloads remotes over the network; here it hands out fakes.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// The header, notices and overlay hosts call the API on their own; what is tested here is the routed content.
jest.mock('./shell-layout', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { Outlet } = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return { ShellLayout: () => createElement(Outlet) };
});
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** A fake remote whose screen is one heading. */
const remoteShowing = (heading: string) => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.innerHTML = `<h2>${heading}</h2>`;
  },
  unmount: async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.innerHTML = '';
  },
});

const server = createMswServer();

const SITE_MEMBER: UserProfile = { ...testUser, isAdministrator: false, managedSiteIds: [] }; // Ava: uses sites, administers none
const SITE_ADMIN: UserProfile = {
  ...testUser,
  userId: 2,
  email: 'lea.santos@demo.portal',
  isAdministrator: false,
  managedSiteIds: [12, 14], // administers two sites, not the portal
};
const ADMINISTRATOR: UserProfile = {
  ...testUser,
  userId: 4,
  email: 'noah.patel@demo.portal',
  givenName: 'Noah',
  lastName: 'Patel',
  name: 'Noah Patel',
  isAdministrator: true,
};

/** The portal's routes at `path`, signed in as `user` (GET v2/users/me answers it). */
async function openAs(user: UserProfile, path: string) {
  server.use(http.get(`${TEST_API_BASE}/v2/users/me`, () => HttpResponse.json(user)));
  const shell = createTestShell();
  const platform = createTestPlatform({
    auth: shell.auth,
    user$: shell.user,
    site$: shell.siteSession.site$,
    permissions$: shell.siteSession.permissions$,
    path,
  });
  const router = createMemoryRouter(await portalRoutes(false), { initialEntries: [path] });
  render(
    <PlatformProvider platform={platform}>
      <Provider store={createAppStore(platform)}>
        <ShellContext.Provider value={shell}>
          <I18nextProvider i18n={createShellI18n('en')}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </ShellContext.Provider>
      </Provider>
    </PlatformProvider>,
  );
  return router;
}

describe('the /admin area', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom has no scrolling; the routes scroll to top
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id) =>
      remoteShowing(id === 'mfe_admin/app' ? 'Manage Users' : 'Search Results'),
    );
  });

  it.each(['/admin/users', '/admin'])(
    'is not opened for a signed-in user who administers neither the portal nor a site (%s)',
    async (path) => {
      const router = await openAs(SITE_MEMBER, path);

      expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'The administration area is for portal and site administrators. If you need access, ask one of them.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
      expect(document.title).toBe('Administrators only');
      expect(screen.queryByRole('heading', { name: 'Manage Users' })).not.toBeInTheDocument();
      expect(loadRemoteMock).not.toHaveBeenCalledWith('mfe_admin/app');
      expect(router.state.location.pathname).toBe(path); // the address stays, so a reload or a link shows the same answer
    },
  );

  it('opens the admin remote for a portal administrator', async () => {
    await openAs(ADMINISTRATOR, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_admin/app');
    expect(screen.queryByRole('heading', { name: 'Administrators only' })).not.toBeInTheDocument();
  });

  it('opens the admin remote for a site administrator (it offers them their sites only)', async () => {
    await openAs(SITE_ADMIN, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_admin/app');
    expect(screen.queryByRole('heading', { name: 'Administrators only' })).not.toBeInTheDocument();
  });

  it('leaves the other remotes to every signed-in user', async () => {
    await openAs(SITE_MEMBER, '/search');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administrators only' })).not.toBeInTheDocument();
  });
});
