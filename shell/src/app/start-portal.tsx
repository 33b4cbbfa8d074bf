import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { createAppStore, sitesApi } from '@portal/api-client';
import {
  HOME_PATH,
  SIGN_IN_CALLBACK_PATH,
  WELCOME_PATH,
  type PortalRuntimeConfig,
  type UserProfile,
} from '@portal/contracts';
import { PlatformProvider } from '@portal/platform';
import { createMsalAuth } from '@portal/platform/msal-auth';
import { signInDestination } from '../features/auth/state/return-path';
import { NotificationHost } from '../features/layout/components/notification-host';
import { loadRemoteRegistry } from '../features/remotes/api/remote-registry';
import { createPageActions } from '../features/sites/api/page-actions';
import { ShellContext, type ShellServices } from '../hooks/use-shell';
import { createShellI18n, initialLanguage } from '../lib/i18n/i18n';
import { createLocalCache } from '../lib/local-cache';
import { createSiteSession } from '../lib/site-session';
import { portalRoutes } from './portal-routes';
import { createShellPlatform } from './shell-platform';

async function readRuntimeConfig(): Promise<PortalRuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The portal configuration could not be read (status ${response.status}).`);
  return (await response.json()) as PortalRuntimeConfig;
}

/** Start-up: configuration, sign-in client (completing a sign-in return), remote registry, then the app. */
export async function startPortal(): Promise<ReactElement> {
  const config = await readRuntimeConfig();
  const origin = window.location.origin;
  const [auth, registry] = await Promise.all([
    createMsalAuth({
      auth: config.auth,
      redirectUri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
      postLogoutRedirectUri: `${origin}${WELCOME_PATH}`,
      silentRedirectUri: `${origin}/redirect-bridge.html`,
    }),
    loadRemoteRegistry(),
  ]);

  // A sign-in that has just completed goes straight on to its destination: the router starts there, so the
  // callback page (and the chunks it would load only to navigate away) is skipped. Its error stays on the callback
  // page, which shows it.
  if (window.location.pathname === SIGN_IN_CALLBACK_PATH && !auth.signInError && auth.isSignedIn())
    window.history.replaceState(null, '', signInDestination(auth.returnPath, HOME_PATH));
  const router = createBrowserRouter(await portalRoutes(config.maintenanceMode));
  const user = new BehaviorSubject<UserProfile | null>(null);
  const cache = createLocalCache();
  const siteSession = createSiteSession(cache);
  const pageActions = createPageActions({
    cache,
    currentSiteId: () => siteSession.site$.getValue()?.site.deploymentIndexId ?? null,
    currentUserId: () => user.getValue()?.userId ?? null,
    fetchActions: (request) =>
      store
        .dispatch(sitesApi.endpoints.getPageActions.initiate(request, { subscribe: false, forceRefetch: true }))
        .unwrap(),
  });
  const platform = createShellPlatform({
    router,
    auth,
    apiBase: config.apiBase,
    releaseId: config.releaseId,
    user,
    siteSession,
    pageActions,
  });
  const store = createAppStore(platform);
  const shell: ShellServices = { auth, config, user, siteSession, cache, registryError: registry.error };
  const i18n = createShellI18n(initialLanguage());
  siteSession.start({ store, platform, t: (key) => i18n.t(key) });
  if (registry.error) console.error('Remote registry unavailable:', registry.error);

  return (
    <ShellContext.Provider value={shell}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider platform={platform}>
          <Provider store={store}>
            <NotificationHost />
            <RouterProvider router={router} />
          </Provider>
        </PlatformProvider>
      </I18nextProvider>
    </ShellContext.Provider>
  );
}
