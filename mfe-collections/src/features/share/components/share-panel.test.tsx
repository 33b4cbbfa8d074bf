import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ShareEntityPanel } from './share-panel';

const formInput = {
  deploymentIndexId: 12,
  users: [
    { userId: 7, givenName: 'Lee', lastName: 'Park', email: 'lee.park@demo.portal' },
    { userId: 8, givenName: 'Mia', lastName: 'Holm', email: 'mia.holm@demo.portal' },
  ],
  userGroups: [
    {
      userGroupId: 3,
      name: 'Strategy',
      deploymentIndexId: 12,
      roleId: 1,
      role: { roleId: 1, name: 'Member', code: 'member' },
    },
  ],
  roles: [],
  defaults: {},
};
// As the server lists a link: never its token (only its hash is kept), which comes only in the answer that makes it.
const link = {
  shareLinkId: 2,
  collectionId: 9,
  createdBy: 'Ava Morgan',
  created: '2026-11-20T09:00:00.000Z',
  expires: '2099-01-01T00:00:00.000Z',
  revoked: null,
  uses: 3,
  lastUsed: '2026-11-21T09:00:00.000Z',
};
const shared: unknown[] = [];
const created: unknown[] = [];
const revoked: string[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/collectionForm/input/12`, () => HttpResponse.json(formInput)),
  http.get(`${TEST_API_BASE}/v2/collections/get/9`, () =>
    HttpResponse.json({ collectionId: 9, name: 'Coastal work', isEditable: true }),
  ),
  http.post(`${TEST_API_BASE}/v2/collections/9/share`, async ({ request }) => {
    shared.push(await request.json());
    return HttpResponse.json({ addedUserIds: [8], addedUserGroupIds: [3], notifiedUsers: 5 });
  }),
  http.get(`${TEST_API_BASE}/v2/collections/9/shareLinks`, () => HttpResponse.json([link])),
  http.post(`${TEST_API_BASE}/v2/collections/9/shareLinks`, async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ ...link, shareLinkId: 5, token: 'tok-5' });
  }),
  http.delete(`${TEST_API_BASE}/v2/collections/9/shareLinks/:linkId`, ({ params }) => {
    revoked.push(String(params.linkId));
    return HttpResponse.json({});
  }),
);
beforeEach(() => {
  shared.length = 0;
  created.length = 0;
  revoked.length = 0;
});

const renderPanel = () => {
  const platform = createTestPlatform({ path: '/sites/12/collections/details/9' });
  return renderWithPlatform(<ShareEntityPanel props={{ indexId: 12, type: 'collection', id: 9 }} close={jest.fn()} />, {
    platform,
    store: createAppStore(platform),
  });
};

// antd Select interactions are slow in jsdom; under CI load (server suites beside it) one test took over 20 s.
jest.setTimeout(90_000);

describe('the share panel', () => {
  it('shares with the chosen users and user groups and says how many were added and notified', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Users' }));
    await userEvent.click(await screen.findByTitle('Mia Holm <mia.holm@demo.portal>'));
    await userEvent.click(screen.getByRole('combobox', { name: 'User groups' }));
    await userEvent.click(await screen.findByTitle('Strategy'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'For the pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('1 user and 1 user group added; 5 people notified.')).toBeVisible();
    expect(shared).toEqual([{ userIds: [8], userGroupIds: [3], message: 'For the pitch' }]);
  });

  it('creates a share link only for 1 to 90 days and shows its full address once, to copy', async () => {
    renderPanel();
    const days = await screen.findByRole('spinbutton', { name: 'Expires in (days)' });
    expect(days).toHaveValue('7');
    await userEvent.clear(days);
    await userEvent.type(days, '91');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Choose between 1 and 90 days.')).toBeVisible();
    expect(created).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(`${window.location.origin}/sites/12/collections/link/tok-5`)).toBeVisible();
    expect(screen.getByText('The link is ready. Copy it now: it is shown only this once.')).toBeVisible();
    expect(created).toEqual([{ expiresInDays: 30 }]);
  });

  it('lists every link with its status and uses but not its address, which is never shown again', async () => {
    const view = renderPanel();
    const links = await screen.findByRole('list', { name: 'Share links' });
    const row = within(links).getByText('Link by Ava Morgan').closest('li') as HTMLElement;
    expect(within(row).getByText('Active')).toBeVisible();
    expect(row).toHaveTextContent(`Uses 3 · Last used ${new Date(link.lastUsed).toLocaleString()}`);
    expect(within(links).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    expect(links).not.toHaveTextContent('/collections/link/');

    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/\/collections\/link\/tok-5$/)).toBeVisible();
    view.unmount();
    renderPanel();
    expect(await screen.findByRole('list', { name: 'Share links' })).toBeVisible();
    expect(screen.queryByText(/\/collections\/link\//)).not.toBeInTheDocument();
  });

  it('revokes a link only after the confirmation', async () => {
    renderPanel();
    const links = await screen.findByRole('list', { name: 'Share links' });
    expect(await within(links).findByText(/Uses 3/)).toBeVisible();
    await userEvent.click(within(links).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke this link?')).toBeInTheDocument();
    expect(revoked).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!);
    await waitFor(() => expect(revoked).toEqual(['2']));
  });

  it('hides the share links from a user who is not an owner (403), without an error', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/collections/9/shareLinks`, () =>
        HttpResponse.json({ error: 'Only the owners may see the share links.' }, { status: 403 }),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Share links')).not.toBeInTheDocument());
    expect(screen.queryByText('Only the owners may see the share links.')).not.toBeInTheDocument();
  });
});
