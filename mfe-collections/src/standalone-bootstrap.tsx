import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { CollectionsRoutes } from './app/collections-routes';

void mountStandalone(
  remoteRootComponent({ name: 'mfe_collections', App: CollectionsRoutes }),
  document.getElementById('root')!,
);
