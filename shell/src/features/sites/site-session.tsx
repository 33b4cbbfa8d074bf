import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  sitesApi,
  useGetDeploymentsQuery,
  useGetRagDeploymentInfoQuery,
  useGetSiteCustomizationQuery,
  useGetSiteThemeQuery,
  useSetDefaultIndexMutation,
  type AppStore,
} from '@portal/api-client';
import { HOME_PATH, PERMISSION_CACHE_MS, SITE_NOT_FOUND_PATH, type NavigationPageGroup, type PermissionMap } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { useShell } from '../auth/shell-context';
import type { SiteNotFoundState } from './site-not-found-state';
import { allSites, findSiteBySegment, resolveCurrentSite, siteSegmentInPath, type ResolvedSite } from './site-resolution';

export interface SiteSession {
  /** loading: sites not known yet; noSite: the user has no site; error: the sites could not be loaded. */
  status: 'loading' | 'ready' | 'noSite' | 'error';
  sites: ResolvedSite[];
  current: ResolvedSite | null;
  permissions: PermissionMap;
  navigation: NavigationPageGroup[];
  /** The site's customization values by property code. */
  settings: Readonly<Record<string, string | null>>;
  /** Makes a site the user's current one (remembered by the API) and goes to the default home. */
  chooseSite(deploymentIndexId: number): Promise<void>;
}

/** A site asked for in the URL: as written, the address, and the page the user came from. */
interface SiteRequest {
  segment: string;
  path: string;
  previousPath: string | null;
}

const SiteSessionContext = createContext<SiteSession | null>(null);

export function useSiteSession(): SiteSession {
  const session = useContext(SiteSessionContext);
  if (!session) throw new Error('useSiteSession() needs the SiteSessionProvider.');
  return session;
}

/** The session without the provider (signed-out screens): no site, nothing allowed. */
export function useOptionalSiteSession(): SiteSession | null {
  return useContext(SiteSessionContext);
}

/**
 * The current site of the signed-in user (spec §4 "Site selection"). A site in the URL is checked
 * against the sites the user may use: one of them becomes current and stays current when the user
 * moves on (until another is chosen or asked for); any other id goes to /sites/notfound with the
 * site asked for and the page the user came from. With no site in the URL, the chosen or default
 * site is current. `/sites/{id}` alone is that site's home: the dashboards remote sends it to /home,
 * where the site is still current. On every site change the site's permissions and navigation (cached
 * 2 hours in the local cache), customizations, theme and retrieval-assistant endpoint load, and the
 * platform streams the remotes read are updated.
 */
export function SiteSessionProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const { cache, site: site$, permissions: permissions$ } = shell;
  const platform = usePlatform();
  const { t } = useTranslation();
  const profile = useStream(shell.user);
  const userId = profile?.userId ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppStore['dispatch']>();

  const deployments = useGetDeploymentsQuery(undefined, { skip: userId === null });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [saveDefaultIndex] = useSetDefaultIndexMutation();

  const data = deployments.data;
  const here = `${location.pathname}${location.search}`;
  const siteInUrl = siteSegmentInPath(location.pathname);
  // A site asked for before the sites are known: the address may move on before they arrive
  // (the dashboards remote sends /sites/{id} to /home at once), and the site must still be checked.
  const [pending, setPending] = useState<SiteRequest | null>(null);
  const asked = siteInUrl ?? pending?.segment ?? null;
  const askedSite = useMemo(() => (data && asked !== null ? findSiteBySegment(data, asked) : undefined), [data, asked]);
  // While a site is asked for, no other is current: nothing loads for a site the user did not ask for.
  const current = useMemo(
    () => (!data ? null : asked !== null ? (askedSite ?? null) : resolveCurrentSite(data, chosenId)),
    [data, asked, askedSite, chosenId],
  );
  const siteId = current?.site.deploymentIndexId ?? null;

  // The page before this one, for Site Not Found's way back. Declared before the effects that read it.
  const trail = useRef<{ path: string | null; previous: string | null }>({ path: null, previous: null });
  useEffect(() => {
    if (trail.current.path !== here) trail.current = { path: here, previous: trail.current.path };
  }, [here]);

  useEffect(() => {
    if (!data && siteInUrl !== null) setPending({ segment: siteInUrl, path: here, previousPath: trail.current.previous });
  }, [data, siteInUrl, here]);

  useEffect(() => {
    const request = siteInUrl !== null ? { segment: siteInUrl, path: here, previousPath: trail.current.previous } : pending;
    if (!data || !request) return;
    setPending(null);
    if (askedSite) {
      setChosenId(askedSite.site.deploymentIndexId);
      return;
    }
    const state: SiteNotFoundState = { requestedSite: request.segment, requestedPath: request.path, previousPath: request.previousPath };
    navigate(SITE_NOT_FOUND_PATH, { replace: true, state });
  }, [data, siteInUrl, here, pending, askedSite, navigate]);

  const [permissions, setPermissions] = useState<PermissionMap>({});
  const [navigation, setNavigation] = useState<NavigationPageGroup[]>([]);

  useEffect(() => {
    if (siteId === null || userId === null) {
      setPermissions({});
      setNavigation([]);
      return;
    }
    let active = true;
    async function cached<T>(key: string, fetch: () => Promise<T>, fallback: T, apply: (value: T) => void, what: string) {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return apply(hit);
      apply(fallback);
      try {
        const value = await fetch();
        cache.set(key, value, PERMISSION_CACHE_MS);
        if (active) apply(value);
      } catch (error) {
        // Spec §8: a failed permission check is logged and everything is denied.
        console.error(`The ${what} of site ${siteId} could not be loaded:`, error);
      }
    }
    const id = siteId;
    void cached(
      `permissions.${userId}.${id}`,
      () => dispatch(sitesApi.endpoints.checkPermissions.initiate(id, { subscribe: false, forceRefetch: true })).unwrap(),
      {},
      setPermissions,
      'permissions',
    );
    void cached(
      `navigation.${userId}.${id}`,
      () => dispatch(sitesApi.endpoints.getNavigationItems.initiate(id, { subscribe: false, forceRefetch: true })).unwrap(),
      [],
      setNavigation,
      'navigation items',
    );
    return () => {
      active = false;
    };
  }, [siteId, userId, cache, dispatch]);

  const customization = useGetSiteCustomizationQuery(siteId ?? 0, { skip: siteId === null });
  const theme = useGetSiteThemeQuery(siteId ?? 0, { skip: siteId === null });
  const rag = useGetRagDeploymentInfoQuery(siteId ?? 0, { skip: siteId === null || permissions.viewRagAssistant !== true });

  const settings = useMemo(() => {
    const values: Record<string, string | null> = {};
    for (const setting of customization.data?.settings ?? []) values[setting.appPropertyCode] = setting.value;
    return values;
  }, [customization.data]);

  // What the remotes read: platform.site$ and platform.permissions$.
  useEffect(() => {
    site$.next(
      current
        ? {
            deploymentId: current.deployment.deploymentId,
            deploymentName: current.deployment.name,
            site: current.site,
            settings,
            theme: theme.data ?? null,
            ragEndpoint: (permissions.viewRagAssistant && rag.data) || null,
          }
        : null,
    );
  }, [current, settings, theme.data, rag.data, permissions.viewRagAssistant, site$]);
  useEffect(() => permissions$.next(permissions), [permissions, permissions$]);

  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (siteId === null || announced.current === siteId) return;
    announced.current = siteId;
    platform.bus.publish({ type: 'site/changed', deploymentIndexId: siteId });
  }, [siteId, platform.bus]);

  const chooseSite = useCallback(
    async (deploymentIndexId: number) => {
      setChosenId(deploymentIndexId);
      navigate(HOME_PATH);
      try {
        await saveDefaultIndex(deploymentIndexId).unwrap();
      } catch (error) {
        console.error('The chosen site could not be remembered:', error);
        platform.notify(t('sites.rememberFailed'), 'warning');
      }
    },
    [navigate, saveDefaultIndex, platform, t],
  );

  const session = useMemo<SiteSession>(
    () => ({
      status: deployments.isError ? 'error' : !data || (!current && asked !== null) ? 'loading' : current ? 'ready' : 'noSite',
      sites: data ? allSites(data) : [],
      current,
      permissions,
      navigation,
      settings,
      chooseSite,
    }),
    [deployments.isError, data, current, asked, permissions, navigation, settings, chooseSite],
  );

  return <SiteSessionContext.Provider value={session}>{children}</SiteSessionContext.Provider>;
}
