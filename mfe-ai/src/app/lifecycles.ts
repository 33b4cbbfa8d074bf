import { defineRemote } from '@portal/remote-kit';
import { ToolsRoutes } from './tools-routes';

/** `./app`: the ai remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_ai', App: ToolsRoutes });
