import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { aCollection, anAsset, anAuditEntry, aViewedCollection, type FakeData } from '../../../testing/fake-server';
import { renderDetailsAt } from '../../../testing/render-details';

const server = createMswServer();

const start = (path: string, data: Partial<FakeData>) => renderDetailsAt(server, path, data);

const toolbar = async () => within(await screen.findByRole('toolbar', { name: 'Actions' }));

describe('the collection details', () => {
  it('shows an owner every action of the server answer, and opens the panels and dialogs with the agreed props', async () => {
    const { opened } = start('/sites/2/collections/details/9', {
      collections: [aCollection(9, { name: 'Coastal work', description: 'Harbour campaigns' })],
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Coastal work' })).toBeVisible();
    expect(screen.getByText('Harbour campaigns')).toBeVisible();
    expect(screen.getByLabelText('Your role: Owner')).toBeVisible();
    const actions = await toolbar();
    for (const name of [
      'Edit',
      'Members',
      'Share',
      'Page customizations',
      'Add to groups',
      'Export for agents',
      'Delete',
    ])
      expect(actions.getByRole('button', { name })).toBeVisible();

    await userEvent.click(actions.getByRole('button', { name: 'Edit' }));
    await userEvent.click(actions.getByRole('button', { name: 'Share' }));
    await userEvent.click(actions.getByRole('button', { name: 'Delete' }));
    expect(opened).toEqual([
      ['panel', 'editCollectionDetails', { indexId: 2, id: 9 }],
      ['panel', 'share', { indexId: 2, type: 'collection', id: 9 }],
      ['dialog', 'deleteCollection', { indexId: 2, id: 9, name: 'Coastal work' }],
    ]);
  });

  it('hides the edit controls from a viewer (isEditable false) on every tab', async () => {
    start('/sites/2/collections/details/9', {
      collections: [aViewedCollection(9, { name: 'Award entries', isRelatedCollection: true })],
      assets: [anAsset(9, 31, 'Harbour brief', { pinned: true })],
    });
    const actions = await toolbar();
    expect(screen.getByLabelText('Your role: Viewer')).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Related')).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Related collection' })).not.toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Pin Award entries' })).toBeVisible();
    expect(actions.getByRole('button', { name: 'Export for agents' })).toBeVisible();
    for (const name of ['Edit', 'Members', 'Share', 'Page customizations', 'Add to groups', 'Delete'])
      expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbour brief' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Harbour brief' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection Members' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Owners' })).getByText('Noah Berg')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Viewers' })).getByText('Ava Morgan')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Manage members' })).not.toBeInTheDocument();
  });

  it('lets an editor flag the collection related, saying what that does, and shows the Related tag', async () => {
    const { state } = start('/sites/2/collections/details/9', {
      collections: [aCollection(9, { name: 'Coastal work' })],
    });
    const related = await screen.findByRole('switch', { name: 'Related collection' });
    expect(related).not.toBeChecked();
    expect(related).toHaveAccessibleDescription(
      'Related collections are shown first on the content pages of their assets.',
    );
    const header = screen.getByRole('banner');
    expect(within(header).queryByText('Related')).not.toBeInTheDocument();

    await userEvent.click(related);
    expect(await within(header).findByText('Related')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Related collection' })).toBeChecked();
    expect(state.bodies['POST v2/collections/setRelated']).toEqual({ collectionId: 9, isRelated: true });

    await userEvent.click(screen.getByRole('switch', { name: 'Related collection' }));
    await waitFor(() => expect(within(header).queryByText('Related')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Related collection' })).not.toBeChecked();
    expect(state.bodies['POST v2/collections/setRelated']).toEqual({ collectionId: 9, isRelated: false });
  });

  it("shows the server's refusal under the switch and leaves the flag as it was", async () => {
    const { state } = start('/sites/2/collections/details/9', {
      collections: [aCollection(9, { name: 'Coastal work', isRelatedCollection: true })],
    });
    const related = await screen.findByRole('switch', { name: 'Related collection' });
    expect(related).toBeChecked();
    // The user's editor role was taken away after the page was read.
    state.collections[0]!.isEditable = false;

    await userEvent.click(related);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You may not change the collection 'Coastal work': it needs its owner, an editor or a site administrator.",
    );
    expect(screen.getByRole('switch', { name: 'Related collection' })).toBeChecked();
    expect(within(screen.getByRole('banner')).getByText('Related')).toBeVisible();
    expect(state.bodies['POST v2/collections/setRelated']).toEqual({ collectionId: 9, isRelated: false });
    expect(state.collections[0]!.isRelatedCollection).toBe(true);
  });

  it('shows the pinned assets first on the pinboard and records one view per visit', async () => {
    const { state } = start('/sites/2/collections/details/9', {
      collections: [aCollection(9, { collectionAssetsCount: 2 })],
      assets: [anAsset(9, 31, 'Harbour brief', { pinned: true }), anAsset(9, 32, 'Fjord film')],
    });
    const pinned = await screen.findByRole('list', { name: 'Pinned assets' });
    expect(await within(pinned).findByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/2/content/doc-31/home',
    );
    expect(within(pinned).queryByText('Fjord film')).not.toBeInTheDocument();
    expect(state.calls).toContain('GET v2/collections/9/assets?rowsPerPage=30&page=1&pinned=true');

    await userEvent.click(screen.getByRole('link', { name: 'See all 2 assets' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection Assets' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Pinboard' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection Pinboard' })).toBeVisible();
    expect(state.calls.filter((call) => call === 'POST v2/collections/9/insights/views')).toHaveLength(1);
  });

  it('lists the assets with a private one not linked, and lets an editor pin one in the collection', async () => {
    const { state } = start('/sites/2/collections/details/9/assets', {
      collections: [aCollection(9)],
      assets: [anAsset(9, 31, 'Harbour brief'), anAsset(9, 32, 'Board minutes', { accessible: false })],
      insights: {
        topLiked: [{ id: 31, docId: 'doc-31', name: 'Harbour brief', count: 4 }],
        topViewed: [],
        topDownloaded: [],
        totalViews: 17,
        totalDownloads: 3,
        totalLikes: 4,
        liked: false,
      },
    });
    const assets = await screen.findByRole('list', { name: 'Assets' });
    expect(within(assets).getByRole('link', { name: 'Harbour brief' })).toBeVisible();
    const secret = within(assets).getByRole('article', { name: 'Board minutes' });
    expect(within(secret).queryByRole('link')).not.toBeInTheDocument();
    expect(within(secret).getByText('Private: not accessible')).toBeVisible();

    const insights = await screen.findByRole('region', { name: 'Insights' });
    // 17 views before, and this visit's.
    expect(await within(insights).findByText('18')).toBeVisible();
    expect(
      within(within(insights).getByRole('region', { name: 'Most liked' })).getByRole('link', { name: 'Harbour brief' }),
    ).toHaveAttribute('href', '/sites/2/content/doc-31/home');
    await userEvent.click(within(insights).getByRole('button', { name: 'Like' }));
    expect(await within(insights).findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(state.bodies['POST v2/collections/9/insights/likes']).toEqual({ liked: true });

    await userEvent.click(within(assets).getByRole('button', { name: 'Pin Harbour brief' }));
    expect(await within(assets).findByRole('button', { name: 'Unpin Harbour brief' })).toBeVisible();
    expect(state.bodies['POST v2/assets/31/pin']).toEqual({ collectionIds: [9] });
  });

  it('searches within the collection and shows the results with the search renderers, a private one not linked', async () => {
    const { state } = start('/sites/2/collections/details/9/assets', {
      collections: [aCollection(9)],
      searchHits: [
        { doc_id: 'doc-31', id: 'doc-31', title: 'Harbour brief', isAccessible: true },
        { doc_id: 'doc-32', id: 'doc-32', title: 'Board minutes', isAccessible: false },
      ],
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search this collection' }), 'harbour{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Harbour brief' })).toHaveAttribute(
      'href',
      '/sites/2/content/doc-31/home',
    );
    expect(within(results).getByText('Board minutes')).toBeVisible();
    expect(within(results).queryByRole('link', { name: 'Board minutes' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 assets of this collection match/)).toBeVisible();
    expect(state.calls).toContain('GET v2/collections/9/assets/search?q=harbour&page=1&rowsPerPage=30');
  });

  it("shows the server's not-found message with a way back to the lists", async () => {
    start('/sites/2/collections/details/99', { collections: [aCollection(9)] });
    expect(await screen.findByText('No such collection: 99.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the collections' })).toHaveAttribute(
      'href',
      '/sites/2/collections',
    );
  });

  it('reads the collection again when a panel says it changed', async () => {
    const { state, platform } = start('/sites/2/collections/details/9', {
      collections: [aCollection(9, { name: 'Coastal work' })],
    });
    await screen.findByRole('heading', { level: 3, name: 'Coastal work' });
    state.collections[0]!.name = 'Coastal work 2027';
    platform.bus.publish({ type: 'collection/changed', collectionId: 9 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Coastal work 2027' })).toBeVisible();
    await waitFor(() => expect(state.calls.filter((call) => call === 'GET v2/collections/get/9')).toHaveLength(2));
  });
});

describe('the collection history', () => {
  const history = [anAuditEntry(70, 'collections', 9), anAuditEntry(71, 'groups', 9)];

  it('shows an editor a History tab with what the audit log recorded, before → after', async () => {
    start('/sites/2/collections/details/9', { collections: [aCollection(9, { name: 'Coastal work' })], history });
    const tabs = await screen.findByRole('navigation', { name: 'Collection pages' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection History' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'History of Coastal work' });
    const [entry, ...others] = within(list).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(within(entry!).getByText('Updated')).toBeVisible();
    expect(within(entry!).getByText('by noah.berg@demo.portal')).toBeVisible();
    expect(within(entry!).getByRole('table', { name: 'Changes of entry 70' })).toHaveTextContent(
      'Description (changed)Harbour campaignsHarbour and fjord campaigns',
    );
  });

  it('offers a viewer no History tab, and opens the pinboard at its address without asking for it', async () => {
    const { state } = start('/sites/2/collections/details/9/history', {
      collections: [aViewedCollection(9, { name: 'Award entries' })],
      history,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection Pinboard' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Collection pages' });
    expect(within(tabs).getByRole('link', { name: 'Members' })).toBeVisible();
    expect(within(tabs).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History of Award entries' })).not.toBeInTheDocument();
    expect(state.calls.filter((call) => call.includes('audit'))).toEqual([]);
  });
});
