import { defineRemote } from '@portal/remote-kit';
import { ContentRoutes } from './content-routes';

/** `./app`: the content remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_content', App: ContentRoutes });
