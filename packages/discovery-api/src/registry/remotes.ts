import { REMOTES, type RemoteName } from '@portal/contracts';

/** Each remote (@portal/contracts REMOTES) is built into `<webRoot>/<folder>/dist`, served under REMOTES_PATH. */
export const REMOTES_PATH = '/remotes';

/** `mfe_search` → `mfe-search`: the workspace folder, and the URL segment its build is served under. */
export function remoteFolder(name: RemoteName): string {
  return REMOTES[name].folder;
}

export function defaultRemoteEntry(name: RemoteName): string {
  return `${REMOTES_PATH}/${remoteFolder(name)}/mf-manifest.json`;
}
