import { defineRemote } from '@portal/remote-kit';
import { SearchRoutes } from './search-routes';

/** `./app`: the search remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_search', App: SearchRoutes });
