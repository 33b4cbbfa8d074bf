import type { RemoteDefinition } from '@portal/remote-kit';
import { DashboardsRoutes } from './dashboards-routes';
import { prefetchHome } from './prefetch-home';

/** The dashboards remote: its routes, and home's reads started ahead when it opens on home. */
export const DASHBOARDS_REMOTE: RemoteDefinition = {
  name: 'mfe_dashboards',
  App: DashboardsRoutes,
  prefetch: prefetchHome,
};
