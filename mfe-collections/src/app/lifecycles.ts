import { defineRemote } from '@portal/remote-kit';
import { CollectionsRoutes } from './collections-routes';

/** `./app`: the collections remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_collections', App: CollectionsRoutes });
