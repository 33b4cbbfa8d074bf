import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { EditCollectionPanel, EditGroupPanel } from './entity-edit-panel';

const theme = {
  themeEntityId: 0,
  themeColor: '#1f4e79',
  secondaryThemeColor: '#f2a900',
  heroUrl: null,
  thumbnailUrl: null,
};
const formInput = {
  deploymentIndexId: 12,
  users: [
    { userId: 1, givenName: 'Ava', lastName: 'Morgan', email: 'ava.morgan@demo.portal' },
    { userId: 7, givenName: 'Lee', lastName: 'Park', email: 'lee.park@demo.portal' },
  ],
  userGroups: [],
  roles: [],
  defaults: { collectionId: 0, name: '', description: '', isConfidential: true, theme },
};
const group = {
  groupId: 4,
  name: 'Nordic pitches',
  description: 'Pitch work',
  isConfidential: false,
  deploymentIndexId: 12,
  theme: { ...theme, themeEntityId: 4 },
  groupUsers: [
    {
      groupUserId: 1,
      groupId: 4,
      user: { userId: 7, givenName: 'Lee', lastName: 'Park', email: 'lee.park@demo.portal' },
      roleCode: 'groupViewer',
    },
  ],
  userGroupIds: [],
  isEditable: true,
};
const calls: { method: string; url: string; body: unknown }[] = [];
const record = async (request: Request) => {
  calls.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
};
createMswServer(
  http.get(`${TEST_API_BASE}/v2/collectionForm/input/12`, () => HttpResponse.json(formInput)),
  http.get(`${TEST_API_BASE}/v2/groups/4`, () => HttpResponse.json(group)),
  http.post(`${TEST_API_BASE}/v2/collections`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ collectionId: 31 }, { status: 201 });
  }),
  http.put(`${TEST_API_BASE}/v2/groups/4`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(group);
  }),
);
beforeEach(() => (calls.length = 0));

function renderPanel(Panel: typeof EditCollectionPanel, props: Record<string, unknown>) {
  const platform = createTestPlatform({ path: '/sites/12/collections' });
  const events: PortalEvent[] = [];
  platform.bus.on('collection/changed').subscribe((event) => events.push(event));
  platform.bus.on('group/changed').subscribe((event) => events.push(event));
  const close = jest.fn();
  renderWithPlatform(<Panel props={props} close={close} />, { platform, store: createAppStore(platform) });
  return { platform, events, close };
}

describe('the edit panel', () => {
  it('creates a collection: confidential and default theme to start with, POST without images, then its details page', async () => {
    const { platform, events, close } = renderPanel(EditCollectionPanel, { indexId: 12 });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Confidential' })).toBeChecked();
    for (const section of ['Details', 'Theme', 'Visibility', 'Members'])
      expect(screen.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    expect(calls).toEqual([]);

    await userEvent.click(name);
    await userEvent.paste('Coastal work'); // pasted: each typed key re-renders the whole panel, slow on loaded cores
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v2/collections',
        body: {
          deploymentIndexId: 12,
          collection: {
            name: 'Coastal work',
            description: '',
            isConfidential: true,
            theme: { themeColor: '#1f4e79', secondaryThemeColor: '#f2a900' },
            collectionUsers: [],
            userGroupIds: [],
          },
        },
      },
    ]);
    expect(events).toEqual([{ type: 'collection/changed', collectionId: 31 }]);
    expect(platform.location$.getValue().pathname).toBe('/sites/12/collections/details/31');
  });

  it('updates a group with PUT, its members with their roles, and stays where it is', async () => {
    const { platform, events, close } = renderPanel(EditGroupPanel, { indexId: 12, id: 4 });

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Nordic pitches');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Lee Park' }));
    await userEvent.click(await screen.findByTitle('Editor'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/v2/groups/4',
        body: {
          deploymentIndexId: 12,
          group: {
            groupId: 4,
            name: 'Nordic pitches',
            description: 'Pitch work',
            isConfidential: false,
            theme: { themeColor: '#1f4e79', secondaryThemeColor: '#f2a900' },
            groupUsers: [
              {
                user: { userId: 7, email: 'lee.park@demo.portal', givenName: 'Lee', lastName: 'Park' },
                roleCode: 'groupEditor',
              },
            ],
            userGroupIds: [],
          },
        },
      },
    ]);
    expect(events).toEqual([{ type: 'group/changed', groupId: 4 }]);
    expect(platform.location$.getValue().pathname).toBe('/sites/12/collections');
  });
});
