import { BehaviorSubject } from 'rxjs';
import { lruMemoize } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { sitesApi, type AppStore } from '@portal/api-client';
import { HOME_PATH, SITE_NOT_FOUND_PATH, type Deployment, type PermissionMap } from '@portal/contracts';
import type { Platform, SiteContext, ValueStream } from '@portal/platform';
import type { LocalCache } from './local-cache';
import { loadSiteAccess, NO_ACCESS } from './load-site-access';
import { follower, type Follow } from './query-follower';
import { accessKey, ragSiteId } from './site-access';
import { allSites } from './site-resolution';
import { chooseSite, NO_SELECTION, selectSite } from './site-selection';
import {
  INITIAL_SITE_SESSION,
  sessionStatus,
  settingsOf,
  siteContextOf,
  type SiteContextParts,
  type SiteSessionState,
} from './site-session-state';

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

/** The session once started: what it runs on, and the queries it keeps subscribed. */
interface Running extends SiteSessionRuntime {
  follow: { deployments: Follow; customization: Follow; theme: Follow; rag: Follow };
}

const selectDeployments = sitesApi.endpoints.getDeployments.select();

/**
 * The current site of the signed-in user (spec §4 "Site selection"), as a service the shell's screens read with
 * `useSyncExternalStore` and the remotes through platform.site$ and platform.permissions$. The rules are pure
 * functions beside it (site-selection.ts: which site is current or where an unknown one goes; site-access.ts: when
 * permissions and navigation load and how long they are cached; site-session-state.ts: what the screens and the
 * remotes are told); this runner feeds them the address, the user and the store, and carries out what they decide.
 * On every site change the site's permissions and navigation (cached 2 hours in the local cache), customizations,
 * theme and retrieval-assistant endpoint load, and the bus announces the new site.
 */
export function createSiteSession(cache: LocalCache): SiteSession {
  const site$ = new BehaviorSubject<SiteContext | null>(null);
  const permissions$ = new BehaviorSubject<PermissionMap>(NO_ACCESS.permissions);
  const listeners = new Set<() => void>();
  let snapshot = INITIAL_SITE_SESSION;
  let running: Running | null = null;
  let selection = NO_SELECTION;
  let access = NO_ACCESS;
  // What platform.site$ was last made of, and the last site announced on the bus.
  let published: SiteContextParts | null = null;
  let announced: number | null = null;
  // Computed again only when their source changes, so that unchanged state keeps its identity.
  const sitesOf = lruMemoize((data: Deployment[] | undefined) => (data ? allSites(data) : INITIAL_SITE_SESSION.sites));
  const settingsFrom = lruMemoize(settingsOf);

  /** Keeps the access of the site and user of the moment (accessKey), loading another when they change. */
  function followAccess(store: AppStore, key: string | null, siteId: number | null) {
    if (key === access.key) return;
    access.stop();
    access =
      key === null || siteId === null ? NO_ACCESS : loadSiteAccess({ cache, store, key, siteId, onLoaded: update });
  }

  /** One pass from the sources (address, user, store) to the state, the platform streams and the bus. */
  function step(context: Running): void {
    const { store, platform, follow } = context;
    const userId = platform.user$.getValue()?.userId ?? null;
    follow.deployments(userId);
    const sites = userId === null ? undefined : selectDeployments(store.getState());
    const pass = selectSite(selection, platform.location$.getValue(), sites?.data);
    selection = pass.selection;
    // Away to Site Not Found: the new address comes back as another pass.
    if (pass.notFound) return platform.navigator.replace(SITE_NOT_FOUND_PATH, pass.notFound);

    const { current } = selection;
    const siteId = current?.site.deploymentIndexId ?? null;
    followAccess(store, accessKey(userId, siteId), siteId);
    const { permissions, navigation } = access;
    const ragId = ragSiteId(siteId, permissions);
    follow.customization(siteId);
    follow.theme(siteId);
    follow.rag(ragId);
    const state = store.getState();
    const customization =
      siteId === null ? undefined : sitesApi.endpoints.getSiteCustomization.select(siteId)(state).data;
    const theme = (siteId === null ? undefined : sitesApi.endpoints.getSiteTheme.select(siteId)(state).data) ?? null;
    const rag = ragId === null ? undefined : sitesApi.endpoints.getRagDeploymentInfo.select(ragId)(state).data;
    const status = sessionStatus({
      failed: sites?.isError ?? false,
      sitesKnown: !!selection.deployments,
      current,
      asked: pass.asked,
    });
    const settings = settingsFrom(customization);
    publish(
      context,
      { status, sites: sitesOf(selection.deployments), current, permissions, navigation, settings },
      {
        current,
        settings,
        theme,
        ragEndpoint: rag ?? null,
      },
    );
  }

  /** Tells what changed: the shell's screens, platform.site$ and platform.permissions$, and the bus of a new site. */
  function publish({ platform }: Running, next: SiteSessionState, parts: SiteContextParts) {
    if (!shallowEqual(next, snapshot)) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    }
    if (!published || !shallowEqual(parts, published)) {
      published = parts;
      site$.next(siteContextOf(parts));
    }
    if (permissions$.getValue() !== next.permissions) permissions$.next(next.permissions);
    const siteId = next.current?.site.deploymentIndexId ?? null;
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
      // A site administrator saved the site's page customizations, theme or template (spec §2.6 page customizations):
      // loaded again, so the header, colours and charts follow without a reload.
      platform.bus
        .on('site/customized')
        .subscribe(({ deploymentIndexId }) =>
          store.dispatch(sitesApi.util.invalidateTags(['Site', { type: 'SiteCustomization', id: deploymentIndexId }])),
        );
    },
    async chooseSite(deploymentIndexId) {
      if (!running) throw new Error('The site session has not started.');
      const { store, platform, t } = running;
      selection = chooseSite(selection, deploymentIndexId);
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
