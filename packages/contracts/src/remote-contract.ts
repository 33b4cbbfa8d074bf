/**
 * The contract between the shell and its remotes.
 *
 * Every remote exposes `./app`: single-spa lifecycles (bootstrap, mount, unmount, update) of its
 * root component, built with single-spa-react. The shell mounts it as a parcel and passes
 * `RemoteMountProps`; the remote reads everything it needs from `platform` (see @portal/platform).
 */
export const REMOTES = {
  mfe_search: { folder: 'mfe-search', label: 'Search' },
  mfe_collections: { folder: 'mfe-collections', label: 'Collections and groups' },
  mfe_content: { folder: 'mfe-content', label: 'Content' },
  mfe_uploader: { folder: 'mfe-uploader', label: 'Uploader' },
  mfe_ai: { folder: 'mfe-ai', label: 'AI tools' },
  mfe_dashboards: { folder: 'mfe-dashboards', label: 'Dashboards and awards' },
  mfe_admin: { folder: 'mfe-admin', label: 'Administration' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/**
 * Modules a remote may expose besides `./app`: `./panels` and `./dialogs` export single-spa parcel
 * lifecycles too, mounted by the shell's panel host and dialog container with `RemoteOverlayProps`.
 */
export type RemoteModule = 'app' | 'console' | 'searchBox' | 'panels' | 'dialogs';

/** Which remote owns which route of the spec's route table (spec §2.1, §2.3). */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Sign-in is required unless stated (spec §2.1). */
  requiresAuth: boolean;
  /**
   * The spec's route flag hideHeader: the page is shown without the portal's top bar, notices and footer, as pages
   * made to be embedded in a frame are (the built-in dashboards).
   */
  hideHeader?: boolean;
}

const site = (path: string) => `/sites/:indexId${path}`;

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/search', remote: 'mfe_search', requiresAuth: true },
  { path: site('/search'), remote: 'mfe_search', requiresAuth: true },

  { path: '/collections/*', remote: 'mfe_collections', requiresAuth: true },
  { path: '/groups/*', remote: 'mfe_collections', requiresAuth: true },
  { path: site('/collections/*'), remote: 'mfe_collections', requiresAuth: true },
  { path: site('/groups/*'), remote: 'mfe_collections', requiresAuth: true },

  { path: '/content/*', remote: 'mfe_content', requiresAuth: true },
  { path: site('/content/*'), remote: 'mfe_content', requiresAuth: true },
  { path: site('/asset/embed'), remote: 'mfe_content', requiresAuth: true },
  { path: '/video', remote: 'mfe_content', requiresAuth: false },

  { path: '/tools/*', remote: 'mfe_ai', requiresAuth: true },

  { path: '/home/*', remote: 'mfe_dashboards', requiresAuth: true },
  { path: '/awards/*', remote: 'mfe_dashboards', requiresAuth: true },
  { path: '/bidashboards/*', remote: 'mfe_dashboards', requiresAuth: true },
  { path: '/kurukkuvazhi', remote: 'mfe_dashboards', requiresAuth: true },
  { path: '/experiment', remote: 'mfe_search', requiresAuth: true },
  { path: site(''), remote: 'mfe_dashboards', requiresAuth: true },
  // The built-in dashboards (charts of the site's own data), made to be embedded by dashboard assets ('embed' mode).
  { path: site('/dashboards/builtin/:name'), remote: 'mfe_dashboards', requiresAuth: true, hideHeader: true },
  // A BI page's own address, which its dashboard asset embeds (contracts rules/bi-dashboards.ts biDashboardPagePath).
  { path: site('/bidashboards/:page'), remote: 'mfe_dashboards', requiresAuth: true, hideHeader: true },
  { path: site('/awards/*'), remote: 'mfe_dashboards', requiresAuth: true },
  { path: site('/announcements/*'), remote: 'mfe_dashboards', requiresAuth: true },

  { path: '/admin/*', remote: 'mfe_admin', requiresAuth: true },
];

/** The path every signed-in user lands on (spec §2.1: `/` sends signed-in users home). */
export const HOME_PATH = '/home';
export const WELCOME_PATH = '/welcome';
export const SIGN_IN_CALLBACK_PATH = '/implicit/callback';
export const MAINTENANCE_PATH = '/maintenance';
export const SITE_NOT_FOUND_PATH = '/sites/notfound';
