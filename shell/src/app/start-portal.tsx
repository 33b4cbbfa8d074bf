import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import { SIGN_IN_CALLBACK_PATH, WELCOME_PATH, type PortalRuntimeConfig, type UserProfile } from '@portal/contracts';
import { PlatformProvider } from '@portal/platform';
import { createMsalAuth } from '@portal/platform/msal-auth';
import { ShellContext, type ShellServices } from '../features/auth/shell-context';
import { loadRemoteRegistry } from '../features/remotes/remote-registry';
import { NotificationHost } from '../features/layout/notification-host';
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

  const router = createBrowserRouter(await portalRoutes(config.maintenanceMode));
  const user = new BehaviorSubject<UserProfile | null>(null);
  const platform = createShellPlatform({ router, auth, apiBase: config.apiBase, releaseId: config.releaseId, user });
  const store = createAppStore(platform);
  const shell: ShellServices = { auth, config, user, registryError: registry.error };
  if (registry.error) console.error('Remote registry unavailable:', registry.error);

  return (
    <ShellContext.Provider value={shell}>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <NotificationHost />
          <RouterProvider router={router} />
        </Provider>
      </PlatformProvider>
    </ShellContext.Provider>
  );
}
