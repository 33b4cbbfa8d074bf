import { defineRemote } from '@portal/remote-kit';
import { AdminRoutes } from './admin-routes';

/** `./app`: the admin remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_admin', App: AdminRoutes });
