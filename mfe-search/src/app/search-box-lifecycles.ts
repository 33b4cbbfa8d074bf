import { defineRemote } from '@portal/remote-kit';
import { QuickSearchBox } from '../features/search/components/quick-search-box';

/** `./searchBox`: the search box as single-spa lifecycles, mounted by the shell's expanded search panel. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_search', App: QuickSearchBox });
