import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { aUser, fakeAdminServer, PORTAL_ADMIN, SITE_ADMIN } from '../../../testing/fake-admin-server';
import { renderAdmin } from '../../../testing/render-admin';

const USERS = [
  aUser(7, {
    name: 'Noah Berg',
    email: 'noah.berg@demo.portal',
    deploymentIndexUsers: [
      {
        deploymentIndexId: 12,
        siteName: 'Nordic Insights',
        isCurrent: true,
        roles: [{ roleId: 11, name: 'Site editor', code: 'siteEditor' }],
      },
    ],
  }),
  aUser(8, { name: null, givenName: null, lastName: null, email: 'new.hire@demo.portal', lastLogin: null }),
  aUser(9, { name: 'Mia Lind', email: 'mia.lind@demo.portal', status: 'disabled', isAdministrator: true }),
  ...Array.from({ length: 30 }, (_, index) => aUser(100 + index)),
];
const fake = fakeAdminServer({ users: USERS });
createMswServer(...fake.handlers);

const lastUsersQuery = () => [...fake.graphCalls].reverse().find((call) => call.query.includes('AdminUsers('))!;

beforeEach(() => {
  fake.graphCalls.length = 0;
});

describe('the users list', () => {
  it('shows a page of 30 users with their name, email, sites and roles, status and last sign-in', async () => {
    renderAdmin('/admin/users/list', PORTAL_ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    const noah = (await screen.findByRole('link', { name: 'Noah Berg' })).closest('tr')!;
    expect(within(noah).getByText('noah.berg@demo.portal')).toBeVisible();
    expect(within(noah).getByText('Nordic Insights: Site editor')).toBeVisible();
    expect(within(noah).getByText('Active')).toBeVisible();
    const newHire = screen.getByText('new.hire@demo.portal').closest('tr')!;
    expect(within(newHire).getByText('never signed in')).toBeVisible();
    expect(within(newHire).getByRole('link', { name: 'No name yet' })).toHaveAttribute('href', '/admin/users/list/8');
    const mia = screen.getByRole('link', { name: 'Mia Lind' }).closest('tr')!;
    expect(within(mia).getByText('Disabled')).toBeVisible();
    expect(within(mia).getByText('Portal administrator')).toBeVisible();
    expect(screen.getByText('Page 1 of 2 · 33 users')).toBeVisible();
    expect(lastUsersQuery().variables).toEqual({ first: 30, orderBy: { field: 'EMAIL', direction: 'ASC' } });
  });

  it('pages forward after the last user shown and back before the first', async () => {
    renderAdmin('/admin/users/list', PORTAL_ADMIN);
    await screen.findByRole('link', { name: 'Noah Berg' });
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastUsersQuery().variables).toMatchObject({ first: 30, after: 'c126' }));
    expect(await screen.findByText('Page 2 of 2 · 33 users')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2 · 33 users')).toBeVisible();
  });

  it('searches as the user types (once they pause) and orders by a column header', async () => {
    renderAdmin('/admin/users/list', PORTAL_ADMIN);
    await screen.findByRole('link', { name: 'Noah Berg' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'noah');
    await waitFor(() => expect(lastUsersQuery().variables).toMatchObject({ filter: { search: 'noah' } }));
    // One request for the whole word, not one a key.
    expect(fake.graphCalls.filter((call) => JSON.stringify(call.variables).includes('"search"'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('columnheader', { name: /Last sign-in/ }));
    await waitFor(() =>
      expect(lastUsersQuery().variables).toMatchObject({
        filter: { search: 'noah' },
        orderBy: { field: 'LAST_LOGIN', direction: 'ASC' },
      }),
    );
    await userEvent.click(screen.getByRole('columnheader', { name: /Last sign-in/ }));
    await waitFor(() =>
      expect(lastUsersQuery().variables).toMatchObject({ orderBy: { field: 'LAST_LOGIN', direction: 'DESC' } }),
    );
  });

  it('filters by one of the sites, every site at first for a portal administrator', async () => {
    renderAdmin('/admin/users/list', PORTAL_ADMIN);
    await screen.findByRole('link', { name: 'Noah Berg' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByText('Asia Hub (Asia)'));
    await waitFor(() => expect(lastUsersQuery().variables).toMatchObject({ filter: { deploymentIndexId: 20 } }));
  });

  it('offers a site administrator only their sites, and starts on one of them', async () => {
    renderAdmin('/admin/users/list', SITE_ADMIN);
    await screen.findByRole('link', { name: 'Noah Berg' });
    expect(lastUsersQuery().variables).toMatchObject({ filter: { deploymentIndexId: 14 } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    expect((await screen.findAllByText('Iberia Works (Nordics)')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nordic Insights (Nordics)')).not.toBeInTheDocument();
    expect(screen.queryByText('Asia Hub (Asia)')).not.toBeInTheDocument();
    expect(screen.queryByText('All sites')).not.toBeInTheDocument();
  });

  it('opens a user’s page from their row', async () => {
    const { platform } = renderAdmin('/admin/users/list', PORTAL_ADMIN);
    await userEvent.click(await screen.findByText('mia.lind@demo.portal'));
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/admin/users/list/9'));
  });
});
