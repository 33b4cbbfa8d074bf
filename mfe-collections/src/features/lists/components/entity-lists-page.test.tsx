import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { PermissionMap } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { CollectionsRoutes } from '../../../app/collections-routes';
import {
  aCollection,
  aGroup,
  aViewedCollection,
  fakeCollectionServer,
  type FakeData,
} from '../../../testing/fake-server';

const server = createMswServer();

function start(path: string, data: Partial<FakeData>, permissions: PermissionMap = {}) {
  const fake = fakeCollectionServer(data);
  server.use(...fake.handlers);
  const platform: Platform = createTestPlatform({ path, permissions$: new BehaviorSubject(permissions) });
  const opened: unknown[] = [];
  platform.bus.on('panel/open').subscribe((event) => opened.push({ key: event.key, props: event.props }));
  renderWithPlatform(<CollectionsRoutes />, { platform, store: createAppStore(platform) });
  return { ...fake, platform, opened };
}

const tab = (name: RegExp) => screen.findByRole('link', { name });

describe('the collection lists', () => {
  it('shows each list type with its size, and switches list with the tabs', async () => {
    const { state } = start('/sites/2/collections', {
      collections: [
        aCollection(1, { name: 'Coastal work', collectionAssetsCount: 12, isConfidential: true }),
        aCollection(2, { name: 'Pitch library', pinned: true, isRelatedCollection: true }),
        aViewedCollection(3, { name: 'Award entries', isFeatured: true }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Collections' })).toBeVisible();
    const cards = await screen.findByRole('list', { name: 'Collections' });
    expect(within(cards).getByRole('link', { name: 'Coastal work' })).toHaveAttribute(
      'href',
      '/sites/2/collections/details/1',
    );
    expect(within(cards).getByText('12 assets')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Coastal work' })).getByText('Confidential')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Coastal work' })).queryByText('Related'),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pitch library' })).getByText('Related')).toBeVisible();
    expect(within(cards).queryByText('Award entries')).not.toBeInTheDocument();
    expect(await tab(/^My/)).toHaveTextContent('My (2)');
    expect(await tab(/^Shared/)).toHaveTextContent('Shared (1)');
    expect(await tab(/^Pinned/)).toHaveTextContent('Pinned (1)');
    expect(await tab(/^Featured/)).toHaveTextContent('Featured (1)');
    expect(state.calls).toContain('GET v2/collections?deploymentIndexId=2&type=my&currentPage=1&rowsPerPage=30');

    await userEvent.click(await tab(/^Shared/));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shared Collections' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Award entries' })).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Award entries' })).getByText('Featured')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Coastal work' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Shared/ })).toHaveAttribute('aria-current', 'page');
  });

  it('pins and stars through the server and shows the new state and counts', async () => {
    const { state } = start('/sites/2/collections/my-collections', {
      collections: [aCollection(1, { name: 'Coastal work' })],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Pin Coastal work' }));
    const unpin = await screen.findByRole('button', { name: 'Unpin Coastal work' });
    expect(unpin).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls).toContain('POST v2/collections/pin/1');
    expect(await tab(/^Pinned/)).toHaveTextContent('Pinned (1)');

    await userEvent.click(screen.getByRole('button', { name: 'Star Coastal work' }));
    expect(await screen.findByRole('button', { name: 'Unstar Coastal work' })).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls).toContain('POST v2/collections/star/1');

    await userEvent.click(unpin);
    expect(await screen.findByRole('button', { name: 'Pin Coastal work' })).toHaveAttribute('aria-pressed', 'false');
    expect(state.calls).toContain('POST v2/collections/unpin/1');
    expect(await tab(/^Pinned/)).toHaveTextContent('Pinned (0)');
  });

  it('does not offer Feature to a user who is not a site administrator', async () => {
    start('/sites/2/collections', { collections: [aCollection(1, { name: 'Coastal work' })] });
    await screen.findByRole('button', { name: 'Pin Coastal work' });
    expect(screen.queryByRole('button', { name: 'Feature Coastal work' })).not.toBeInTheDocument();
  });

  it('lets a site administrator feature a collection', async () => {
    const admin = start(
      '/sites/2/collections',
      { collections: [aCollection(1, { name: 'Coastal work' })] },
      { editDeploymentIndex: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Coastal work' }));
    expect(await screen.findByRole('button', { name: 'Unfeature Coastal work' })).toBeVisible();
    expect(admin.state.calls).toContain('POST v2/collections/markAsFeatured/1/2');
    expect(within(screen.getByRole('article', { name: 'Coastal work' })).getByText('Featured')).toBeVisible();
  });

  it('says what to do when a list is empty, and opens the new-collection panel for the site', async () => {
    const { opened } = start('/sites/2/collections/starred-collections', { collections: [aCollection(1)] });
    expect(await screen.findByText(/You have not starred a collection yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New collection' }));
    expect(opened).toEqual([{ key: 'editCollectionDetails', props: { indexId: 2 } }]);
  });

  it('on a non-site route without a current site, says to choose a site', async () => {
    start('/collections', {});
    expect(await screen.findByText('No site is selected.')).toBeVisible();
  });
});

describe('the group lists', () => {
  it('lists the groups with their collection counts, stars through the server and opens the new-group panel', async () => {
    const { state, opened } = start('/sites/2/groups', {
      groups: [
        aGroup(4, { name: 'Nordic brands', collectionGroupsCount: 3 }),
        aGroup(5, { name: 'Shared pitches', isOwner: false, isConfidential: false }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Nordic brands' })).toHaveAttribute(
      'href',
      '/sites/2/groups/details/4',
    );
    expect(screen.getByText('3 collections')).toBeVisible();
    // Every tab shows its list's size from GET v2/groups/count, not only the open one.
    expect(await tab(/^My/)).toHaveTextContent('My (1)');
    expect(await tab(/^Shared/)).toHaveTextContent('Shared (1)');
    expect(await tab(/^Starred/)).toHaveTextContent('Starred (0)');

    await userEvent.click(screen.getByRole('button', { name: 'Star Nordic brands' }));
    expect(await screen.findByRole('button', { name: 'Unstar Nordic brands' })).toBeVisible();
    expect(state.calls).toContain('PUT v2/groups/star/4');
    expect(await tab(/^Starred/)).toHaveTextContent('Starred (1)');

    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    expect(opened).toEqual([{ key: 'group', props: { indexId: 2 } }]);
  });
});
