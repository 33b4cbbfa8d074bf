import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { aUserGroup, fakeAdminServer, PORTAL_ADMIN, SITE_ADMIN } from '../../../testing/fake-admin-server';
import { renderAdmin } from '../../../testing/render-admin';

const fake = fakeAdminServer({
  groups: [aUserGroup(40, 'Nordic editors', 12, 11), aUserGroup(50, 'Iberia admins', 14, 10)],
  members: {
    40: [
      {
        userId: 7,
        email: 'noah.berg@demo.portal',
        name: 'Noah Berg',
        status: 'active',
        lastLogin: '2026-11-18T09:00:00.000Z',
      },
      { userId: 8, email: 'new.hire@demo.portal', name: null, status: 'active', lastLogin: null },
    ],
  },
  history: {
    'user_groups/40': [
      {
        auditId: 61,
        at: '2026-11-19T10:00:00.000Z',
        kind: 'change',
        action: 'insert',
        entityType: 'user_group_members',
        entityId: '40,7',
        before: null,
        after: { user_group_id: 40, user_id: 7 },
        actorUserId: 1,
        actorEmail: 'ava.morgan@demo.portal',
        ip: null,
        method: 'PUT',
        path: '/api/v2/usergroups/40/members',
        statusCode: 200,
        detail: null,
      },
    ],
  },
});
const server = createMswServer(...fake.handlers);
const posted: unknown[] = [];

beforeEach(() => {
  fake.sent.length = 0;
  posted.length = 0;
});

describe('user groups', () => {
  it('lists the groups of the current site with the role each gives', async () => {
    renderAdmin('/admin/user-groups', PORTAL_ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'User groups' })).toBeVisible();
    const row = (await screen.findByRole('cell', { name: 'Nordic editors' })).closest('tr')!;
    expect(within(row).getByText('Site editor')).toBeVisible();
    expect(screen.queryByText('Iberia admins')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a duplicate name in the new group’s form', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/usergroups`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { error: "Nordic Insights already has a user group named 'Nordic editors'." },
          { status: 409 },
        );
      }),
    );
    renderAdmin('/admin/user-groups', PORTAL_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'New user group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nordic editors');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByText('Site editor', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText("Nordic Insights already has a user group named 'Nordic editors'."),
    ).toBeVisible();
    expect(posted).toEqual([{ deploymentIndexId: 12, name: 'Nordic editors', roleId: 11 }]);
    expect(screen.getByRole('dialog', { name: 'New user group' })).toBeVisible(); // still open, to fix the name
  });

  it('says why a group that still gives access to a collection cannot be deleted', async () => {
    const refusal =
      "The user group 'Nordic editors' still gives access to 1 collection ('Q4 pitches'). Remove it from those first.";
    server.use(
      http.delete(`${TEST_API_BASE}/v2/usergroups/40`, () => HttpResponse.json({ error: refusal }, { status: 409 })),
    );
    renderAdmin('/admin/user-groups', PORTAL_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nordic editors' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user group could not be deleted.');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByRole('cell', { name: 'Nordic editors' })).toBeVisible();
  });

  it('lists a group’s members and adds people by email, even before their first sign-in', async () => {
    renderAdmin('/admin/user-groups', PORTAL_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Members of Nordic editors' }));
    const drawer = await screen.findByRole('dialog', { name: 'Members of Nordic editors' });
    expect(await within(drawer).findByRole('link', { name: 'Noah Berg' })).toHaveAttribute(
      'href',
      '/admin/users/list/7',
    );
    expect(within(drawer).getByText('never signed in')).toBeVisible();
    expect(within(drawer).getByText(/added ahead of their first sign-in/)).toBeVisible();

    const emails = within(drawer).getByRole('textbox', { name: 'Add members by email' });
    await userEvent.type(emails, 'Lea@demo.portal, not-an-email');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Not an email address: not-an-email.')).toBeVisible();
    expect(fake.sent).toEqual([]);

    await userEvent.clear(emails);
    await userEvent.type(emails, 'Lea@demo.portal{enter}sam@demo.portal');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(fake.sent).toEqual([
        { method: 'PUT', path: 'v2/usergroups/40/members', body: { emails: ['lea@demo.portal', 'sam@demo.portal'] } },
      ]),
    );

    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Noah Berg' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fake.sent.at(-1)).toEqual({ method: 'DELETE', path: 'v2/usergroups/40/members/7', body: null }),
    );
  });

  it('shows the group’s history in its members drawer: who added whom, and when', async () => {
    renderAdmin('/admin/user-groups', PORTAL_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Members of Nordic editors' }));
    const drawer = await screen.findByRole('dialog', { name: 'Members of Nordic editors' });
    const history = await within(drawer).findByRole('list', { name: 'History of Nordic editors' });
    const added = within(history).getByRole('listitem');
    expect(within(added).getByText('Created')).toBeVisible();
    expect(within(added).getByText('User group member 40,7')).toBeVisible();
    expect(within(added).getByText('by ava.morgan@demo.portal')).toBeVisible();
    expect(within(added).getByRole('table', { name: 'Changes of entry 61' })).toHaveTextContent('User ID (added)—7');
  });

  it('offers a site administrator only the sites they manage', async () => {
    renderAdmin('/admin/user-groups', SITE_ADMIN, { siteId: 12 });
    expect(await screen.findByRole('cell', { name: 'Iberia admins' })).toBeVisible();
    expect(screen.queryByText('Nordic editors')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    expect(screen.queryByText('Nordic Insights (Nordics)')).not.toBeInTheDocument();
    expect(screen.queryByText('Asia Hub (Asia)')).not.toBeInTheDocument();
  });
});
