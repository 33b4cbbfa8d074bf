import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DeleteCollectionDialog, DeleteGroupDialog } from './delete-entity-dialog';

const deleted: string[] = [];
createMswServer(
  http.delete(`${TEST_API_BASE}/v2/collections/9`, () => {
    deleted.push('collection 9');
    return HttpResponse.json({ collectionId: 9, deleted: true });
  }),
  http.delete(`${TEST_API_BASE}/v2/groups/4`, () => {
    deleted.push('group 4');
    return HttpResponse.json({ groupId: 4 });
  }),
);
beforeEach(() => (deleted.length = 0));

describe.each([
  ['collection', DeleteCollectionDialog, 9, 'Coastal work', 'collection 9', '/sites/12/collections'],
  ['group', DeleteGroupDialog, 4, 'Nordic pitches', 'group 4', '/sites/12/groups'],
] as const)('the delete %s dialog', (kind, Dialog, id, name, call, list) => {
  it('names it, deletes only on Delete, then publishes the change and opens the list', async () => {
    const platform = createTestPlatform({ path: `/sites/12/${kind}s/details/${id}` });
    const events: PortalEvent[] = [];
    platform.bus.on(`${kind}/changed`).subscribe((event) => events.push(event));
    const close = jest.fn();
    renderWithPlatform(<Dialog props={{ indexId: 12, id, name }} close={close} />, {
      platform,
      store: createAppStore(platform),
    });

    expect(screen.getByText(new RegExp(`delete the ${kind} “${name}”`))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([call]));
    expect(events).toEqual([
      kind === 'collection' ? { type: 'collection/changed', collectionId: id } : { type: 'group/changed', groupId: id },
    ]);
    expect(platform.location$.getValue().pathname).toBe(list);
  });
});
