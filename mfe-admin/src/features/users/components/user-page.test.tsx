import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anAuditEntry, createMswServer, TEST_API_BASE } from '@portal/test-utils';
import {
  aUser,
  aUserGroup,
  fakeAdminServer,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_ROLES_LIST,
} from '../../../testing/fake-admin-server';
import { renderAdmin } from '../../../testing/render-admin';

const NOAH = aUser(7, {
  name: 'Noah Berg',
  email: 'noah.berg@demo.portal',
  userGroups: [
    {
      userGroupId: 40,
      name: 'Nordic editors',
      deploymentIndexId: 12,
      siteName: 'Nordic Insights',
      role: SITE_ROLES_LIST[1]!,
    },
  ],
});
const fake = fakeAdminServer({
  users: [NOAH, aUser(PORTAL_ADMIN.userId, { name: 'Ava Morgan', isAdministrator: true })],
  groups: [
    aUserGroup(40, 'Nordic editors', 12, 11),
    aUserGroup(41, 'Nordic members', 12, 15),
    aUserGroup(50, 'Iberia admins', 14, 10),
  ],
});
const server = createMswServer(...fake.handlers);

beforeEach(() => {
  fake.sent.length = 0;
});

describe('a user’s page', () => {
  it('shows who they are and their roles by site, and removes one', async () => {
    const { notify } = renderAdmin('/admin/users/list/7', PORTAL_ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Noah Berg' })).toBeVisible();
    expect(screen.getByText('noah.berg@demo.portal')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    const row = screen.getByRole('cell', { name: 'Nordic editors' }).closest('tr')!;
    expect(within(row).getByText('Nordic Insights')).toBeVisible();
    expect(within(row).getByText('Site editor')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'Remove from Nordic editors' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fake.sent).toEqual([{ method: 'DELETE', path: 'v2/usergroups/40/members/7', body: null }]),
    );
    expect(notify).toHaveBeenCalledWith('Noah Berg is no longer in Nordic editors.', 'success');
  });

  it('grants a site role through one of the site’s user groups, each shown with its role', async () => {
    renderAdmin('/admin/users/list/7', PORTAL_ADMIN);
    await screen.findByRole('heading', { level: 2, name: 'Noah Berg' });
    const grant = screen.getByRole('heading', { name: 'Grant a site role' }).closest('.ant-card')! as HTMLElement;
    // The current site (Nordic Insights) is chosen; the group Noah is already in is not offered.
    await userEvent.click(within(grant).getByRole('combobox', { name: 'User group' }));
    expect(await screen.findByText('Nordic members — Site member')).toBeInTheDocument();
    expect(screen.queryByText('Nordic editors — Site editor')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Nordic members — Site member'));
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant role' }));
    await waitFor(() =>
      expect(fake.sent).toEqual([{ method: 'PUT', path: 'v2/usergroups/41/members', body: { userIds: [7] } }]),
    );
  });

  it('lets a portal administrator disable a user after saying what it does', async () => {
    const { notify } = renderAdmin('/admin/users/list/7', PORTAL_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable user' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(
      'A disabled user cannot sign in, and their next call to the portal is refused. Their uploads, collections and groups stay attributed to them.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(fake.sent).toEqual([{ method: 'PUT', path: 'v2/users/7/status', body: { status: 'disabled' } }]),
    );
    expect(notify).toHaveBeenCalledWith('Noah Berg is disabled.', 'success');
  });

  it('offers no Disable to a portal administrator on their own page', async () => {
    renderAdmin(`/admin/users/list/${PORTAL_ADMIN.userId}`, PORTAL_ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ava Morgan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Disable user|Enable user/ })).not.toBeInTheDocument();
  });

  it('offers a site administrator no Disable, and only their own sites to grant a role on', async () => {
    renderAdmin('/admin/users/list/7', SITE_ADMIN, { siteId: 12 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Noah Berg' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Disable user|Enable user/ })).not.toBeInTheDocument();
    const grant = screen.getByRole('heading', { name: 'Grant a site role' }).closest('.ant-card')! as HTMLElement;
    // Not their current site (Nordic Insights): the one they manage.
    expect(await within(grant).findByText('Iberia Works (Nordics)')).toBeVisible();
    await userEvent.click(within(grant).getByRole('combobox', { name: 'Site' }));
    expect(screen.queryByText('Nordic Insights (Nordics)')).not.toBeInTheDocument();
    await userEvent.click(within(grant).getByRole('combobox', { name: 'User group' }));
    expect(await screen.findByText('Iberia admins — Site administrator')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a grant', async () => {
    server.use(
      http.put(`${TEST_API_BASE}/v2/usergroups/:id/members`, () =>
        HttpResponse.json({ error: 'You do not manage this site.' }, { status: 403 }),
      ),
    );
    renderAdmin('/admin/users/list/7', PORTAL_ADMIN);
    await screen.findByRole('heading', { level: 2, name: 'Noah Berg' });
    const grant = screen.getByRole('heading', { name: 'Grant a site role' }).closest('.ant-card')! as HTMLElement;
    await userEvent.click(within(grant).getByRole('combobox', { name: 'User group' }));
    await userEvent.click(await screen.findByText('Nordic members — Site member'));
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant role' }));
    expect(await within(grant).findByText('You do not manage this site.')).toBeVisible();
  });

  it('shows the user’s history from the audit log: who changed what, before → after', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/audit/history/users/7`, () =>
        HttpResponse.json({
          entries: [
            anAuditEntry({
              auditId: 90,
              at: '2026-11-19T10:00:00.000Z',
              entityType: 'users',
              before: { status: 'active' },
              after: { status: 'disabled' },
              path: '/api/v2/users/7/status',
            }),
          ],
          nextBefore: null,
        }),
      ),
    );
    renderAdmin('/admin/users/list/7', PORTAL_ADMIN);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('by ava.morgan@demo.portal');
    expect(history).toHaveTextContent('active');
    expect(history).toHaveTextContent('disabled');
  });
});
