import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { DashboardsRoutes } from './app/dashboards-routes';

void mountStandalone(
  remoteRootComponent({ name: 'mfe_dashboards', App: DashboardsRoutes }),
  document.getElementById('root')!,
);
