import { useState } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { createMswServer, itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { aRecord, anAsset, fakeContentServer } from '../testing/fake-content-server';
import { ContentRoutes } from './content-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/content', 'Content Analyzer'],
  ['/content/doc-1', 'Content Page'],
  ['/content/doc-1/home', 'Content Page'],
  ['/sites/2/content/doc-1/insights', 'Content Insights'],
  ['/sites/2/content/doc-1/tags', 'Content Tags'],
  ['/sites/2/content/doc-1/unknown', 'Content Page', '/sites/2/content/doc-1/home'],
  ['/sites/2/asset/embed', 'Asset Embedding'],
  ['/video', 'Video'],
];

createMswServer(...fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1')).handlers);

/** The routes in their own store, as RemoteAppRoot mounts them. */
function RoutesWithStore() {
  const platform = usePlatform();
  const [store] = useState(() => createAppStore(platform));
  return (
    <Provider store={store}>
      <ContentRoutes />
    </Provider>
  );
}

describe('ContentRoutes', () => itShowsRouteTitles(RoutesWithStore, ROUTES));
