import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AssetUser, PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { AssignToUserGroupsPanel, AssignToUsersPanel } from './assign-panels';

const api = (path: string) => `${TEST_API_BASE}/${path}`;
const server = createMswServer();
const user = (userId: number, givenName: string, email: string): AssetUser => ({
  userId,
  givenName,
  lastName: 'Test',
  email,
});
const LUCAS = user(11, 'Lucas', 'lucas.silva@demo.portal');
const SOFIA = user(12, 'Sofia', 'sofia.rossi@demo.portal');
const MIA = user(13, 'Mia', 'mia.johansson@demo.portal');

function render(Panel: typeof AssignToUsersPanel, props: Record<string, unknown>) {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-2/home' });
  const events: PortalEvent[] = [];
  platform.bus.on('asset/updated').subscribe((event) => events.push(event));
  const close = jest.fn();
  renderWithPlatform(<Panel props={props} close={close} />, { platform, store: createAppStore(platform) });
  return { events, close };
}

describe('the assign to users panel', () => {
  it('adds a user by name, removes another, and saves exactly that list', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('v2/assets/32/acl/assignments'), () =>
        HttpResponse.json({ assetId: 32, role: 'assetMember', users: [LUCAS] }),
      ),
      http.get(api('v2/assets/32/acl/assignments/availableUsers'), () => HttpResponse.json([SOFIA, MIA])),
      http.post(api('v2/assets/32/acl/assign'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ assetId: 32, role: 'assetMember', users: [SOFIA] });
      }),
    );
    const { events, close } = render(AssignToUsersPanel, { assetId: 32, docId: 'doc-2' });
    const list = await screen.findByRole('list', { name: 'Assigned users' });
    expect(list).toHaveTextContent('Lucas Test');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Add a user by name or email' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a user by name or email' }), 'sofia');
    await userEvent.click(await screen.findByText('Sofia Test <sofia.rossi@demo.portal>'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Lucas Test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ userIds: [12], assignments: [] }]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-2' }]);
  });

  it("shows the server's refusal and stays open", async () => {
    server.use(
      http.get(api('v2/assets/32/acl/assignments'), () =>
        HttpResponse.json(
          { error: "Only the asset's uploader and the site's administrators may change who has access to it." },
          { status: 403 },
        ),
      ),
      http.get(api('v2/assets/32/acl/assignments/availableUsers'), () => HttpResponse.json([])),
    );
    const { close } = render(AssignToUsersPanel, { assetId: 32, docId: 'doc-2' });
    expect(
      await screen.findByText(
        "Only the asset's uploader and the site's administrators may change who has access to it.",
      ),
    ).toBeVisible();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('the assign to user groups panel', () => {
  it("ticks the asset's user groups among the site's and saves exactly the ticked ones", async () => {
    const sent: unknown[] = [];
    const group = (userGroupId: number, name: string) => ({
      userGroupId,
      name,
      deploymentIndexId: 2,
      roleId: 1,
      role: { roleId: 1, name: 'Site member', code: 'siteMember' },
    });
    server.use(
      http.get(api('v2/usergroups/deploymentindex/2'), () =>
        HttpResponse.json([group(5, 'Members'), group(6, 'Memo readers')]),
      ),
      http.get(api('v2/usergroups/assets/32/assignments'), () =>
        HttpResponse.json({
          assetId: 32,
          userGroups: [{ userGroupId: 5, name: 'Members', deploymentIndexId: 2, roleId: 1 }],
        }),
      ),
      http.post(api('v2/usergroups/assets/assign'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json([{ assetId: 32, userGroups: [] }]);
      }),
    );
    const { events, close } = render(AssignToUserGroupsPanel, { assetId: 32, siteId: 2, docId: 'doc-2' });
    const groups = await screen.findByRole('group', { name: 'User groups' });
    expect(within(groups).getByRole('checkbox', { name: 'Members (Site member)' })).toBeChecked();
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Members (Site member)' }));
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Memo readers (Site member)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ entityIds: [32], userGroupIds: [6] }]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-2' }]);
  });
});
