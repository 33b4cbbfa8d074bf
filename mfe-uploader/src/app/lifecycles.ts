import { defineRemote } from '@portal/remote-kit';
import { UploadConsole } from './upload-console';

/** `./app`: the uploader remote as single-spa lifecycles, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'mfe_uploader', App: UploadConsole });
