import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { AdminRoutes } from './app/admin-routes';

void mountStandalone(remoteRootComponent({ name: 'mfe_admin', App: AdminRoutes }), document.getElementById('root')!);
