import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { ContentRoutes } from './app/content-routes';

void mountStandalone(
  remoteRootComponent({ name: 'mfe_content', App: ContentRoutes }),
  document.getElementById('root')!,
);
