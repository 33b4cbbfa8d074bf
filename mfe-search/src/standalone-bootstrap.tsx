import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { SearchRoutes } from './app/search-routes';

void mountStandalone(remoteRootComponent({ name: 'mfe_search', App: SearchRoutes }), document.getElementById('root')!);
