import type { AiDeploymentInfo, CustomizationSet, NavigationPageGroup, PermissionMap, Theme } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import type { ResolvedSite } from './site-resolution';

/** What the shell's own screens read of the site session (through `useSiteSession`). */
export interface SiteSessionState {
  /** loading: sites not known yet; noSite: the user has no site; error: the sites could not be loaded. */
  status: 'loading' | 'ready' | 'noSite' | 'error';
  sites: ResolvedSite[];
  current: ResolvedSite | null;
  permissions: PermissionMap;
  navigation: NavigationPageGroup[];
  /** The site's customization values by property code. */
  settings: Readonly<Record<string, string | null>>;
}

export const NO_SETTINGS: SiteSessionState['settings'] = {};

export const INITIAL_SITE_SESSION: SiteSessionState = {
  status: 'loading',
  sites: [],
  current: null,
  permissions: {},
  navigation: [],
  settings: NO_SETTINGS,
};

/**
 * The session's status: the sites could not be loaded; they are loading, or a site the address asks for is not
 * current yet; a site is current; or the user has none.
 */
export function sessionStatus({
  failed,
  sitesKnown,
  current,
  asked,
}: {
  failed: boolean;
  sitesKnown: boolean;
  current: ResolvedSite | null;
  asked: string | null;
}): SiteSessionState['status'] {
  if (failed) return 'error';
  if (!sitesKnown || (!current && asked !== null)) return 'loading';
  return current ? 'ready' : 'noSite';
}

/** A site's customization values by property code; none while they load. */
export function settingsOf(customization: CustomizationSet | undefined): SiteSessionState['settings'] {
  if (!customization) return NO_SETTINGS;
  const settings: Record<string, string | null> = {};
  for (const setting of customization.settings) settings[setting.appPropertyCode] = setting.value;
  return settings;
}

/** What platform.site$ is made of. */
export interface SiteContextParts {
  current: ResolvedSite | null;
  settings: SiteSessionState['settings'];
  theme: Theme | null;
  ragEndpoint: AiDeploymentInfo | null;
}

/** The current site as the remotes get it (platform.site$): null while no site is current. */
export function siteContextOf({ current, settings, theme, ragEndpoint }: SiteContextParts): SiteContext | null {
  if (!current) return null;
  const { deployment, site } = current;
  return {
    deploymentId: deployment.deploymentId,
    deploymentName: deployment.name,
    site,
    settings,
    theme,
    ragEndpoint,
  };
}
