import { BehaviorSubject } from 'rxjs';
import { sitesApi, type AppStore } from '@portal/api-client';
import {
  HOME_PATH,
  PERMISSION_CACHE_MS,
  SITE_NOT_FOUND_PATH,
  type AiDeploymentInfo,
  type CustomizationSet,
  type Deployment,
  type NavigationPageGroup,
  type PermissionMap,
  type Theme,
} from '@portal/contracts';
import type { Platform, SiteContext, ValueStream } from '@portal/platform';
import type { LocalCache } from './local-cache';
import type { SiteNotFoundState } from './site-not-found-state';
import {
  allSites,
  findSiteBySegment,
  resolveCurrentSite,
  siteSegmentInPath,
  type ResolvedSite,
} from './site-resolution';

/** What the shell's own screens read of the session (through `useSiteSession`). */
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

/** What the session runs on: the app's store (the API calls and their cache), the platform's address, user, bus and notices. */
export interface SiteSessionRuntime {
  store: AppStore;
  platform: Pick<Platform, 'location$' | 'navigator' | 'user$' | 'bus' | 'notify'>;
  /** The shell's texts, in the language of the moment. */
  t(key: string): string;
}

export interface SiteSession {
  getSnapshot(): SiteSessionState;
  /** Calls `onChange` after every change of the state; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** The current site as the remotes get it (platform.site$). */
  site$: ValueStream<SiteContext | null>;
  /** The current site's permissions as the remotes get them (platform.permissions$). */
  permissions$: ValueStream<PermissionMap>;
  /** Follows the address and the signed-in user from now on. Once, when the app's store and platform exist. */
  start(runtime: SiteSessionRuntime): void;
  /** Makes a site the user's current one (remembered by the API) and goes to the default home. */
  chooseSite(deploymentIndexId: number): Promise<void>;
}

/** Follows one query of the app's store for the argument of the moment; none while it is null. */
type Follow = (arg: number | null) => void;

/** The session once started: what it runs on, and the queries it keeps subscribed. */
interface Running extends SiteSessionRuntime {
  follow: { deployments: Follow; customization: Follow; theme: Follow; rag: Follow };
}

/** A site asked for in the URL: as written, the address, and the page the user came from. */
interface SiteRequest {
  segment: string;
  path: string;
  previousPath: string | null;
}

/** The permissions and navigation of one site for one user, and how to stop loading them. */
interface SiteAccess {
  key: string | null;
  permissions: PermissionMap;
  navigation: NavigationPageGroup[];
  stop(): void;
}

const NO_SETTINGS: Readonly<Record<string, string | null>> = {};
const NO_SITES: ResolvedSite[] = [];
const NO_ACCESS: SiteAccess = { key: null, permissions: {}, navigation: [], stop: () => undefined };
const selectDeployments = sitesApi.endpoints.getDeployments.select();

const sameSite = (a: ResolvedSite | null, b: ResolvedSite | null) =>
  a === b || (!!a && !!b && a.site === b.site && a.deployment === b.deployment);

/** One query subscription at a time, for the argument of the moment; none while it is null. */
function follower(subscribe: (arg: number) => { unsubscribe(): void }): Follow {
  let followed: { arg: number; subscription: { unsubscribe(): void } } | null = null;
  return (arg: number | null) => {
    if (followed?.arg === arg) return;
    followed?.subscription.unsubscribe();
    followed = null;
    if (arg !== null) followed = { arg, subscription: subscribe(arg) };
  };
}

/**
 * The current site of the signed-in user (spec §4 "Site selection"), as a service the shell's screens
 * read with `useSyncExternalStore` and the remotes through platform.site$ and platform.permissions$.
 *
 * A site in the URL is checked against the sites the user may use: one of them becomes current and
 * stays current when the user moves on (until another is chosen or asked for); any other id goes to
 * /sites/notfound with the site asked for and the page the user came from. With no site in the URL,
 * the chosen or default site is current. `/sites/{id}` alone is that site's home: the dashboards
 * remote sends it to /home, where the site is still current. On every site change the site's
 * permissions and navigation (cached 2 hours in the local cache), customizations, theme and
 * retrieval-assistant endpoint load, and the bus announces the new site.
 */
export function createSiteSession(cache: LocalCache): SiteSession {
  const site$ = new BehaviorSubject<SiteContext | null>(null);
  const permissions$ = new BehaviorSubject<PermissionMap>(NO_ACCESS.permissions);
  const listeners = new Set<() => void>();
  let snapshot: SiteSessionState = {
    status: 'loading',
    sites: NO_SITES,
    current: null,
    permissions: NO_ACCESS.permissions,
    navigation: NO_ACCESS.navigation,
    settings: NO_SETTINGS,
  };
  let running: Running | null = null;

  // The page before this one, for Site Not Found's way back.
  let trail: { path: string | null; previous: string | null } = { path: null, previous: null };
  // A site asked for before the sites are known: the address may move on before they arrive (the
  // dashboards remote sends /sites/{id} to /home at once), and the site must still be checked.
  let pending: SiteRequest | null = null;
  let chosenId: number | null = null;
  let deployments: Deployment[] | undefined;
  let current: ResolvedSite | null = null;
  let access = NO_ACCESS;
  let siteList: { data: Deployment[] | undefined; sites: ResolvedSite[] } = { data: undefined, sites: NO_SITES };
  let customization: { data: CustomizationSet | undefined; settings: SiteSessionState['settings'] } = {
    data: undefined,
    settings: NO_SETTINGS,
  };
  // What platform.site$ was last made of.
  let published: (Pick<SiteContext, 'settings' | 'theme' | 'ragEndpoint'> & { current: ResolvedSite | null }) | null =
    null;
  let announced: number | null = null;

  /** Loads what the site allows from the local cache, else from the API (a failure is logged and denies everything, spec §8). */
  function loadAccess({ store }: Running, siteId: number | null, userId: number | null) {
    const key = siteId === null || userId === null ? null : `${userId}.${siteId}`;
    if (key === access.key) return;
    access.stop();
    if (siteId === null || userId === null) {
      access = NO_ACCESS;
      return;
    }
    let active = true;
    const loading: SiteAccess = { key, permissions: {}, navigation: [], stop: () => (active = false) };
    access = loading;
    const cached = <T>(cacheKey: string, fetch: () => Promise<T>, apply: (value: T) => void, what: string) => {
      const hit = cache.get<T>(cacheKey);
      if (hit !== undefined) return apply(hit);
      fetch().then(
        (value) => {
          cache.set(cacheKey, value, PERMISSION_CACHE_MS);
          if (!active) return;
          apply(value);
          update();
        },
        (error: unknown) => console.error(`The ${what} of site ${siteId} could not be loaded:`, error),
      );
    };
    const options = { subscribe: false, forceRefetch: true };
    cached(
      `permissions.${key}`,
      () => store.dispatch(sitesApi.endpoints.checkPermissions.initiate(siteId, options)).unwrap(),
      (value: PermissionMap) => (loading.permissions = value),
      'permissions',
    );
    cached(
      `navigation.${key}`,
      () => store.dispatch(sitesApi.endpoints.getNavigationItems.initiate(siteId, options)).unwrap(),
      (value: NavigationPageGroup[]) => (loading.navigation = value),
      'navigation items',
    );
  }

  /**
   * Checks a site the address asks for (now, or before the sites were known) once the sites are
   * known: one of the user's becomes the chosen site, any other id goes to Site Not Found. False when
   * the session moved the user there.
   */
  function checkAskedSite(
    { platform }: Running,
    data: Deployment[] | undefined,
    siteInUrl: string | null,
    here: string,
  ): boolean {
    if (!data && siteInUrl !== null) pending = { segment: siteInUrl, path: here, previousPath: trail.previous };
    const request = siteInUrl !== null ? { segment: siteInUrl, path: here, previousPath: trail.previous } : pending;
    if (!data || !request) return true;
    pending = null;
    const asked = findSiteBySegment(data, request.segment);
    if (asked) {
      chosenId = asked.site.deploymentIndexId;
      return true;
    }
    const state: SiteNotFoundState = {
      requestedSite: request.segment,
      requestedPath: request.path,
      previousPath: request.previousPath,
    };
    platform.navigator.replace(SITE_NOT_FOUND_PATH, state);
    return false;
  }

  /** One pass from the sources (address, user, store) to the state, the platform streams and the bus. */
  function step(context: Running): void {
    const { store, platform, follow } = context;
    const location = platform.location$.getValue();
    const here = `${location.pathname}${location.search}`;
    const moved = here !== trail.path;
    if (moved) trail = { path: here, previous: trail.path };
    const siteInUrl = siteSegmentInPath(location.pathname);

    const userId = platform.user$.getValue()?.userId ?? null;
    follow.deployments(userId);
    const sites = userId === null ? undefined : selectDeployments(store.getState());
    const data = sites?.data;
    const arrived = data !== deployments;
    deployments = data;
    // Away to Site Not Found: the new address comes back as another pass.
    if ((moved || arrived) && !checkAskedSite(context, data, siteInUrl, here)) return;

    // While a site is asked for, no other is current: nothing loads for a site the user did not ask for.
    const asked = siteInUrl ?? pending?.segment ?? null;
    const next = !data
      ? null
      : asked !== null
        ? (findSiteBySegment(data, asked) ?? null)
        : resolveCurrentSite(data, chosenId);
    if (!sameSite(current, next)) current = next;
    const siteId = current?.site.deploymentIndexId ?? null;

    loadAccess(context, siteId, userId);
    const ragId = siteId !== null && access.permissions.viewRagAssistant === true ? siteId : null;
    follow.customization(siteId);
    follow.theme(siteId);
    follow.rag(ragId);
    const state = store.getState();
    const customizationData =
      siteId === null ? undefined : sitesApi.endpoints.getSiteCustomization.select(siteId)(state).data;
    const theme = (siteId === null ? undefined : sitesApi.endpoints.getSiteTheme.select(siteId)(state).data) ?? null;
    const rag = ragId === null ? undefined : sitesApi.endpoints.getRagDeploymentInfo.select(ragId)(state).data;
    if (customizationData !== customization.data) {
      const settings: Record<string, string | null> = {};
      for (const setting of customizationData?.settings ?? []) settings[setting.appPropertyCode] = setting.value;
      customization = { data: customizationData, settings: customizationData ? settings : NO_SETTINGS };
    }
    if (data !== siteList.data) siteList = { data, sites: data ? allSites(data) : NO_SITES };

    const status = sites?.isError
      ? 'error'
      : !data || (!current && asked !== null)
        ? 'loading'
        : current
          ? 'ready'
          : 'noSite';
    const { permissions, navigation } = access;
    publish(
      context,
      { status, sites: siteList.sites, current, permissions, navigation, settings: customization.settings },
      theme,
      (permissions.viewRagAssistant && rag) || null,
    );
  }

  /** Tells what changed: the shell's screens, platform.site$ and platform.permissions$, and the bus of a new site. */
  function publish(
    { platform }: Running,
    next: SiteSessionState,
    theme: Theme | null,
    ragEndpoint: AiDeploymentInfo | null,
  ) {
    if ((Object.keys(next) as (keyof SiteSessionState)[]).some((field) => next[field] !== snapshot[field])) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    }
    const { current, settings, permissions } = next;
    const context = { current, settings, theme, ragEndpoint };
    if (
      !published ||
      (Object.keys(context) as (keyof typeof context)[]).some((field) => context[field] !== published![field])
    ) {
      published = context;
      const { deployment, site } = current ?? {};
      site$.next(
        deployment && site
          ? {
              deploymentId: deployment.deploymentId,
              deploymentName: deployment.name,
              site,
              settings,
              theme,
              ragEndpoint,
            }
          : null,
      );
    }
    if (permissions$.getValue() !== permissions) permissions$.next(permissions);
    const siteId = current?.site.deploymentIndexId ?? null;
    if (siteId !== null && announced !== siteId) {
      announced = siteId;
      platform.bus.publish({ type: 'site/changed', deploymentIndexId: siteId });
    }
  }

  // Work that starts more work (a query that updates the store, a move to Site Not Found) runs after
  // the pass that started it, never inside it.
  let updating = false;
  let again = false;
  function update() {
    if (!running) return;
    if (updating) {
      again = true;
      return;
    }
    updating = true;
    try {
      do {
        again = false;
        step(running);
      } while (again);
    } finally {
      updating = false;
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    site$,
    permissions$,
    start(context) {
      if (running) throw new Error('The site session has already started.');
      const { store, platform } = context;
      running = {
        ...context,
        follow: {
          deployments: follower(() => store.dispatch(sitesApi.endpoints.getDeployments.initiate())),
          customization: follower((siteId) => store.dispatch(sitesApi.endpoints.getSiteCustomization.initiate(siteId))),
          theme: follower((siteId) => store.dispatch(sitesApi.endpoints.getSiteTheme.initiate(siteId))),
          rag: follower((siteId) => store.dispatch(sitesApi.endpoints.getRagDeploymentInfo.initiate(siteId))),
        },
      };
      platform.location$.subscribe(() => update());
      platform.user$.subscribe(() => update());
      store.subscribe(update);
    },
    async chooseSite(deploymentIndexId) {
      if (!running) throw new Error('The site session has not started.');
      const { store, platform, t } = running;
      chosenId = deploymentIndexId;
      update();
      platform.navigator.push(HOME_PATH);
      const saving = store.dispatch(sitesApi.endpoints.setDefaultIndex.initiate(deploymentIndexId));
      try {
        await saving.unwrap();
      } catch (error) {
        console.error('The chosen site could not be remembered:', error);
        platform.notify(t('sites.rememberFailed'), 'warning');
      } finally {
        saving.reset();
      }
    },
  };
}
