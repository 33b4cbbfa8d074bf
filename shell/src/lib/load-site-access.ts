import { sitesApi, type AppStore } from '@portal/api-client';
import type { NavigationPageGroup, PermissionMap } from '@portal/contracts';
import type { LocalCache } from './local-cache';
import { accessCache } from './site-access';
import { INITIAL_SITE_SESSION } from './site-session-state';

/** The permissions and navigation of one site for one user (filled in as they arrive), and how to stop loading them. */
export interface SiteAccess {
  key: string | null;
  permissions: PermissionMap;
  navigation: NavigationPageGroup[];
  stop(): void;
}

/** No site or no user: nothing is allowed (the very objects of the session's first state, so nothing seems to change). */
export const NO_ACCESS: SiteAccess = {
  key: null,
  permissions: INITIAL_SITE_SESSION.permissions,
  navigation: INITIAL_SITE_SESSION.navigation,
  stop: () => undefined,
};

/**
 * Loads what a site allows a user (its `accessKey`) from the local cache, else from the API, keeping the answer in
 * the cache (site-access.ts). `onLoaded` runs when an answer arrives, unless the access was stopped meanwhile. A
 * failure is logged and denies everything (spec §8).
 */
export function loadSiteAccess({
  cache,
  store,
  key,
  siteId,
  onLoaded,
}: {
  cache: LocalCache;
  store: AppStore;
  key: string;
  siteId: number;
  onLoaded: () => void;
}): SiteAccess {
  let active = true;
  const access: SiteAccess = { key, permissions: {}, navigation: [], stop: () => (active = false) };
  const entries = accessCache(key);
  const cached = <T>(cacheKey: string, fetch: () => Promise<T>, apply: (value: T) => void, what: string) => {
    const hit = cache.get<T>(cacheKey);
    if (hit !== undefined) return apply(hit);
    fetch().then(
      (value) => {
        cache.set(cacheKey, value, entries.ttlMs);
        if (!active) return;
        apply(value);
        onLoaded();
      },
      (error: unknown) => console.error(`The ${what} of site ${siteId} could not be loaded:`, error),
    );
  };
  const options = { subscribe: false, forceRefetch: true };
  cached(
    entries.permissions,
    () => store.dispatch(sitesApi.endpoints.checkPermissions.initiate(siteId, options)).unwrap(),
    (value: PermissionMap) => (access.permissions = value),
    'permissions',
  );
  cached(
    entries.navigation,
    () => store.dispatch(sitesApi.endpoints.getNavigationItems.initiate(siteId, options)).unwrap(),
    (value: NavigationPageGroup[]) => (access.navigation = value),
    'navigation items',
  );
  return access;
}
