import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import type { PermissionMap, PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import { portalBus } from '@portal/event-bus';
import { createMsalAuth } from '@portal/platform/msal-auth';
import {
  busOverlayServices,
  createBrowserLocation,
  type Platform,
  type RemoteMountProps,
  type SiteContext,
} from '@portal/platform';

/**
 * Runs one remote on its own dev server, without the shell: it signs in against the same identity
 * provider and talks to the same API (the dev server proxies /api, /oidc and /config.json).
 */
export async function mountStandalone(Root: ComponentType<RemoteMountProps>, element: HTMLElement) {
  const config = (await (await fetch('/config.json')).json()) as PortalRuntimeConfig;
  const origin = window.location.origin;
  const auth = await createMsalAuth({
    auth: config.auth,
    redirectUri: `${origin}/`,
    postLogoutRedirectUri: `${origin}/`,
  });
  if (!auth.isSignedIn()) {
    await auth.signIn(window.location.pathname + window.location.search);
    return;
  }
  const { location$, navigator } = createBrowserLocation();
  if (auth.returnPath) navigator.replace(auth.returnPath);

  const user$ = new BehaviorSubject<UserProfile | null>(null);
  const token = await auth.getToken();
  const profile = await fetch(`${config.apiBase}/v2/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  if (profile.ok) user$.next((await profile.json()) as UserProfile);

  const platform: Platform = {
    auth,
    apiBase: config.apiBase,
    releaseId: config.releaseId,
    bus: portalBus,
    user$,
    site$: new BehaviorSubject<SiteContext | null>(null),
    permissions$: new BehaviorSubject<PermissionMap>({}),
    location$,
    navigator,
    // Standalone there is no site session (site$ stays null), and without a site the shell answers no actions either.
    pageActions: async () => [],
    ...busOverlayServices(portalBus),
  };
  createRoot(element).render(<Root platform={platform} />);
}
