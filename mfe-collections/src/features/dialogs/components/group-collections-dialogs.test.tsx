import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AvailableCollection, AvailableGroup, PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { AddCollectionsToGroupDialog, AssociateCollectionToGroupsDialog } from './group-collections-dialogs';

const api = (path: string) => `${TEST_API_BASE}/${path}`;
const server = createMswServer();

const collection = (collectionId: number, name: string, inGroup: boolean): AvailableCollection => ({
  collectionId,
  name,
  description: '',
  isConfidential: false,
  isRelatedCollection: false,
  collectionAssetsCount: 1,
  thumbnailUrl: null,
  inGroup,
});
const group = (groupId: number, name: string, hasCollection: boolean): AvailableGroup => ({
  groupId,
  name,
  description: '',
  isConfidential: true,
  thumbnailUrl: null,
  hasCollection,
});

/** Renders a dialog; says what it sent, what it published and whether it closed. */
function open(Dialog: typeof AddCollectionsToGroupDialog, props: Record<string, unknown>) {
  const platform = createTestPlatform({ path: '/sites/2/groups/details/4' });
  const events: PortalEvent[] = [];
  platform.bus.on('group/changed').subscribe((event) => events.push(event));
  platform.bus.on('collection/changed').subscribe((event) => events.push(event));
  const close = jest.fn();
  renderWithPlatform(<Dialog props={props} close={close} />, { platform, store: createAppStore(platform) });
  return { events, close };
}

describe('the add collections to group dialog', () => {
  it('ticks and fixes the collections already in the group and adds only the chosen ones', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('v2/collectionForm/availableCollectionsForGroup'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect([params.get('id'), params.get('deploymentIndex')]).toEqual(['4', '2']);
        return HttpResponse.json([
          collection(9, 'Coastal work', true),
          collection(10, 'Pitch library', false),
          collection(11, 'Brand inspiration', false),
        ]);
      }),
      http.put(api('v2/groups/addCollections/4'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ groupId: 4 });
      }),
    );
    const { events, close } = open(AddCollectionsToGroupDialog, { indexId: 2, groupId: 4 });
    const list = await screen.findByRole('group', { name: 'Collections' });
    const inGroup = within(list).getByRole('checkbox', { name: 'Coastal work (already in the group)' });
    expect(inGroup).toBeChecked();
    expect(inGroup).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Pitch library' }));
    await userEvent.click(add);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ collections: [10] }]);
    expect(events).toEqual([{ type: 'group/changed', groupId: 4 }]);
  });

  it("shows the server's refusal and stays open", async () => {
    server.use(
      http.get(api('v2/collectionForm/availableCollectionsForGroup'), () =>
        HttpResponse.json([collection(10, 'Pitch library', false)]),
      ),
      http.put(api('v2/groups/addCollections/4'), () =>
        HttpResponse.json({ error: 'Only the owners and editors of the group may change it.' }, { status: 403 }),
      ),
    );
    const { events, close } = open(AddCollectionsToGroupDialog, { indexId: 2, groupId: 4 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pitch library' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The collections could not be added.')).toBeVisible();
    expect(screen.getByText('Only the owners and editors of the group may change it.')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('says so when no collection may be added', async () => {
    server.use(http.get(api('v2/collectionForm/availableCollectionsForGroup'), () => HttpResponse.json([])));
    open(AddCollectionsToGroupDialog, { indexId: 2, groupId: 4 });
    expect(await screen.findByText('There is no collection you may add to this group.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});

describe('the associate collection to groups dialog', () => {
  it('saves exactly the ticked groups, and tells every group that changed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('v2/collectionForm/availableGroupsForCollection'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect([params.get('id'), params.get('deploymentIndex')]).toEqual(['9', '2']);
        return HttpResponse.json([
          group(4, 'Client pitches', true),
          group(5, 'Creative library', false),
          group(6, 'Retail', false),
        ]);
      }),
      http.put(api('v2/groups/associateCollectionToGroups/9'), async ({ request }) => {
        const body = (await request.json()) as { groupIds: number[] };
        sent.push(body);
        return HttpResponse.json({ collectionId: 9, groupIds: body.groupIds });
      }),
    );
    const { events, close } = open(AssociateCollectionToGroupsDialog, { indexId: 2, collectionId: 9 });
    const list = await screen.findByRole('group', { name: 'Groups' });
    expect(within(list).getByRole('checkbox', { name: 'Client pitches' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    // Out of one group, into another.
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Client pitches' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Creative library' }));
    await userEvent.click(save);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ groupIds: [5] }]);
    expect(events).toEqual([
      { type: 'collection/changed', collectionId: 9 },
      { type: 'group/changed', groupId: 4 },
      { type: 'group/changed', groupId: 5 },
    ]);
  });

  it("shows the server's refusal and changes nothing on screen", async () => {
    server.use(
      http.get(api('v2/collectionForm/availableGroupsForCollection'), () =>
        HttpResponse.json([group(4, 'Client pitches', false)]),
      ),
      http.put(api('v2/groups/associateCollectionToGroups/9'), () =>
        HttpResponse.json({ error: 'No such group: 4.' }, { status: 404 }),
      ),
    );
    const { events, close } = open(AssociateCollectionToGroupsDialog, { indexId: 2, collectionId: 9 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Client pitches' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The groups could not be saved.')).toBeVisible();
    expect(screen.getByText('No such group: 4.')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
