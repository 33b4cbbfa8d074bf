/** Federation names of the portal's remotes; each is built into `<webRoot>/<folder>/dist`. */
export const REMOTE_NAMES = [
  'mfe_search',
  'mfe_collections',
  'mfe_content',
  'mfe_uploader',
  'mfe_ai',
  'mfe_dashboards',
  'mfe_admin',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTES_PATH = '/remotes';

/** `mfe_search` → `mfe-search`: the workspace folder, and the URL segment its build is served under. */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}

export function defaultRemoteEntry(name: RemoteName): string {
  return `${REMOTES_PATH}/${remoteFolder(name)}/mf-manifest.json`;
}
