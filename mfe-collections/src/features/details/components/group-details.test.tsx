import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser, createMswServer } from '@portal/test-utils';
import { aGroup, anAuditEntry, type FakeData } from '../../../testing/fake-server';
import { renderDetailsAt } from '../../../testing/render-details';

const server = createMswServer();

const start = (path: string, data: Partial<FakeData>) => renderDetailsAt(server, path, data);

const summary = (collectionId: number, name: string, isRelatedCollection = false) => ({
  collectionId,
  name,
  description: '',
  isConfidential: false,
  isRelatedCollection,
  collectionAssetsCount: 2,
  thumbnailUrl: null,
});
const noah = { userId: 5, givenName: 'Noah', lastName: 'Berg', email: 'noah.berg@demo.portal' };
const ava = { userId: testUser.userId, givenName: 'Ava', lastName: 'Morgan', email: testUser.email };

describe('the group details', () => {
  it("shows the group's collections as cards on its pinboard, and its owner the group actions", async () => {
    const { opened } = start('/sites/2/groups/details/4', {
      groups: [
        aGroup(4, {
          name: 'Nordic brands',
          collections: [summary(9, 'Coastal work', true), summary(10, 'Fjord films')],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Group Pinboard' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Coastal work' })).toHaveAttribute(
      'href',
      '/sites/2/collections/details/9',
    );
    expect(within(screen.getByRole('article', { name: 'Coastal work' })).getByText('Related')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Fjord films' })).queryByText('Related')).not.toBeInTheDocument();
    const actions = within(screen.getByRole('toolbar', { name: 'Actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Share' }));
    await userEvent.click(actions.getByRole('button', { name: 'Add collections' }));
    await userEvent.click(actions.getByRole('button', { name: 'Delete' }));
    expect(opened).toEqual([
      ['panel', 'collectionGroupShare', { indexId: 2, id: 4 }],
      ['dialog', 'addCollectionsToGroup', { indexId: 2, groupId: 4 }],
      ['dialog', 'deleteGroup', { indexId: 2, id: 4, name: 'Nordic brands' }],
    ]);
  });

  it('hides the edit controls from a viewer, and lists the members by role', async () => {
    start('/sites/2/groups/details/4/members', {
      groups: [
        aGroup(4, {
          name: 'Nordic brands',
          collections: [summary(9, 'Coastal work')],
          owners: [noah],
          viewers: [ava],
          isOwner: false,
          isEditor: false,
          isMember: true,
          isEditable: false,
          canDelete: false,
        }),
      ],
    });
    expect(await screen.findByLabelText('Your role: Viewer')).toBeVisible();
    const actions = within(screen.getByRole('toolbar', { name: 'Actions' }));
    expect(actions.getByRole('button', { name: 'Export for agents' })).toBeVisible();
    for (const name of ['Edit', 'Members', 'Share', 'Add collections', 'Delete'])
      expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Owners' })).getByText('Noah Berg')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Viewers' })).getByText('Ava Morgan')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Manage members' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Collections' }));
    expect(await screen.findByRole('link', { name: 'Coastal work' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Coastal work from the group' })).not.toBeInTheDocument();
  });

  it('lets an editor remove a collection from the group after confirming', async () => {
    const { state } = start('/sites/2/groups/details/4/collections', {
      groups: [aGroup(4, { collections: [summary(9, 'Coastal work'), summary(10, 'Pitch library')] })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Coastal work from the group' }));
    expect(state.calls).not.toContain('DELETE v2/groups/4/collections/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Coastal work' })).not.toBeInTheDocument());
    expect(state.calls).toContain('DELETE v2/groups/4/collections/9');
    expect(screen.getByRole('link', { name: 'Pitch library' })).toBeVisible();
  });

  it("records one view per visit and shows the group's insights on its collections page, with linked top assets", async () => {
    const { state } = start('/sites/2/groups/details/4/collections', {
      groups: [aGroup(4, { collections: [summary(9, 'Coastal work')] })],
      insights: {
        topLiked: [],
        topViewed: [{ id: 31, docId: 'doc-31', name: 'Harbour brief', count: 6 }],
        topDownloaded: [],
        totalViews: 4,
        totalDownloads: 0,
        totalLikes: 0,
        liked: false,
      },
    });
    const insights = await screen.findByRole('region', { name: 'Insights' });
    // 4 views before, and this visit's.
    expect(await within(insights).findByText('5')).toBeVisible();
    expect(state.calls.filter((call) => call === 'POST v2/groups/4/insights/views')).toHaveLength(1);
    expect(
      within(within(insights).getByRole('region', { name: 'Most viewed' })).getByRole('link', {
        name: 'Harbour brief',
      }),
    ).toHaveAttribute('href', '/sites/2/content/doc-31/home');
    await userEvent.click(within(insights).getByRole('button', { name: 'Like' }));
    expect(await within(insights).findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(state.bodies['POST v2/groups/4/insights/likes']).toEqual({ liked: true });
  });

  it("shows the server's not-found message with a way back to the groups", async () => {
    start('/groups/details/77', { groups: [] });
    expect(await screen.findByText('No such group: 77.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the groups' })).toHaveAttribute('href', '/groups');
  });
});

describe('the group history', () => {
  const history = [anAuditEntry(80, 'groups', 4, { before: { name: 'Nordics' }, after: { name: 'Nordic brands' } })];

  it('shows an editor a History tab with what the audit log recorded, before → after', async () => {
    start('/sites/2/groups/details/4', { groups: [aGroup(4, { name: 'Nordic brands' })], history });
    const tabs = await screen.findByRole('navigation', { name: 'Group pages' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Group History' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'History of Nordic brands' });
    expect(within(list).getByText('by noah.berg@demo.portal')).toBeVisible();
    expect(within(list).getByRole('table', { name: 'Changes of entry 80' })).toHaveTextContent(
      'Name (changed)NordicsNordic brands',
    );
  });

  it('offers a viewer no History tab and does not ask for it', async () => {
    const { state } = start('/sites/2/groups/details/4/history', {
      groups: [
        aGroup(4, { name: 'Nordic brands', isOwner: false, isEditor: false, isMember: true, isEditable: false }),
      ],
      history,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Group Pinboard' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Group pages' });
    expect(within(tabs).getByRole('link', { name: 'Members' })).toBeVisible();
    expect(within(tabs).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(state.calls.filter((call) => call.includes('audit'))).toEqual([]);
  });
});
