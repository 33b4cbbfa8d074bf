import { defineRemote } from '@portal/remote-kit';
import { DashboardsRoutes } from './dashboards-routes';

/** `./app`: the dashboards remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_dashboards', App: DashboardsRoutes });
