import { useState } from 'react';
import { Provider } from 'react-redux';
import { screen, within } from '@testing-library/react';
import { createAppStore } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { createMswServer, itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { aUser, fakeAdminServer, PORTAL_ADMIN, SITE_ADMIN } from '../testing/fake-admin-server';
import { renderAdmin } from '../testing/render-admin';
import { AdminRoutes } from './admin-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/admin', 'Manage Users', '/admin/users'],
  ['/admin/users', 'Manage Users'],
  ['/admin/users/list', 'Users'],
  ['/admin/users/list/7', 'Noah Berg'],
  ['/admin/user-groups', 'User groups'],
];

createMswServer(...fakeAdminServer({ users: [aUser(7, { name: 'Noah Berg' })] }).handlers);

/** The routes in their own store, as RemoteAppRoot mounts them. */
function RoutesWithStore() {
  const platform = usePlatform();
  const [store] = useState(() => createAppStore(platform));
  return (
    <Provider store={store}>
      <AdminRoutes />
    </Provider>
  );
}

describe('AdminRoutes', () => {
  itShowsRouteTitles(RoutesWithStore, ROUTES);

  it('offers a portal administrator every section, in the navigation and as the home page’s actions', async () => {
    renderAdmin('/admin/users', PORTAL_ADMIN);
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'User groups', 'Deployments and sites', 'Audit log']);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Manage deployments →' })).toHaveAttribute('href', '/admin/deployments');
    expect(screen.getByRole('link', { name: 'Open the audit log →' })).toHaveAttribute('href', '/admin/audit');
    expect(await screen.findByText('Users in the portal')).toBeVisible();
  });

  it('offers a site administrator users and user groups only', async () => {
    renderAdmin('/admin/users', SITE_ADMIN);
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'User groups']);
    expect(screen.getByRole('link', { name: 'Manage users →' })).toHaveAttribute('href', '/admin/users/list');
    expect(screen.getByRole('link', { name: 'Manage user groups →' })).toHaveAttribute('href', '/admin/user-groups');
    expect(screen.queryByRole('link', { name: /deployments|audit log/i })).not.toBeInTheDocument();
    expect(await screen.findByText('Users of Iberia Works')).toBeVisible();
  });
});
