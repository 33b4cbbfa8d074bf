import { defineRemote } from '@portal/remote-kit';
import { DASHBOARDS_REMOTE } from './dashboards-remote';

/** `./app`: the dashboards remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote(DASHBOARDS_REMOTE);
