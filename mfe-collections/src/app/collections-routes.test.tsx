import { useState } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { createMswServer, itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { aCollection, aGroup, fakeCollectionServer } from '../testing/fake-server';
import { CollectionsRoutes } from './collections-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/collections', 'Collections'],
  ['/collections/my-collections', 'My Collections'],
  ['/collections/shared-collections', 'Shared Collections'],
  ['/collections/all-collections', 'All Collections'],
  ['/collections/pinned-collections', 'Collections Pinboard'],
  ['/sites/2/collections/featured-collections', 'Featured Collections'],
  ['/sites/2/collections/starred-collections', 'Starred Collections'],
  ['/collections/unknown', 'Collections', '/collections'],
  ['/collections/details/9', 'Collection Pinboard'],
  ['/collections/details/9/assets', 'Collection Assets'],
  ['/sites/2/collections/details/9/members', 'Collection Members'],
  ['/collections/details/9/unknown', 'Collection Pinboard', '/collections/details/9'],
  ['/groups', 'Groups'],
  ['/groups/my', 'My Groups'],
  ['/groups/pinned', 'Groups Pinboard'],
  ['/sites/2/groups/featured', 'Featured Groups'],
  ['/groups/details/4', 'Group Pinboard'],
  ['/groups/details/4/collections', 'Group Collections'],
  ['/sites/2/groups/details/4/members', 'Group Members'],
];

const { handlers } = fakeCollectionServer({ collections: [aCollection(9)], groups: [aGroup(4)] });
createMswServer(...handlers);

/** The routes in their own store, as RemoteAppRoot mounts them. */
function RoutesWithStore() {
  const platform = usePlatform();
  const [store] = useState(() => createAppStore(platform));
  return (
    <Provider store={store}>
      <CollectionsRoutes />
    </Provider>
  );
}

describe('CollectionsRoutes', () => itShowsRouteTitles(RoutesWithStore, ROUTES));
