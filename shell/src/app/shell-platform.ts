import { BehaviorSubject } from 'rxjs';
import type { createBrowserRouter } from 'react-router-dom';
import type { UserProfile } from '@portal/contracts';
import { portalBus } from '@portal/event-bus';
import { busOverlayServices, toHref, type Platform, type PortalLocation } from '@portal/platform';
import type { MsalAuth } from '@portal/platform/msal-auth';
import type { SiteSession } from '../lib/site-session';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

const asLocation = (location: PortalRouter['state']['location']): PortalLocation => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: location.state,
  key: location.key,
});

/** The platform object the shell hands to every remote, wired to the shell's router, sign-in and site session. */
export function createShellPlatform(options: {
  router: PortalRouter;
  auth: MsalAuth;
  apiBase: string;
  releaseId: string;
  user: BehaviorSubject<UserProfile | null>;
  siteSession: Pick<SiteSession, 'site$' | 'permissions$'>;
  pageActions: Platform['pageActions'];
}): Platform {
  const { router } = options;
  const location$ = new BehaviorSubject(asLocation(router.state.location));
  // A new history entry has a new key, except entries the router did not make (a fresh page load, a pushState from
  // outside), which all share the key 'default': the address decides as well.
  const sameLocation = (a: PortalLocation, b: PortalRouter['state']['location']) =>
    a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
  router.subscribe((state) => {
    if (!sameLocation(location$.getValue(), state.location)) location$.next(asLocation(state.location));
  });
  return {
    auth: options.auth,
    apiBase: options.apiBase,
    releaseId: options.releaseId,
    bus: portalBus,
    user$: options.user,
    site$: options.siteSession.site$,
    permissions$: options.siteSession.permissions$,
    pageActions: options.pageActions,
    location$,
    navigator: {
      createHref: (to) => router.createHref(new URL(toHref(to), window.location.origin)),
      push: (to, state) => void router.navigate(toHref(to), { state }),
      replace: (to, state) => void router.navigate(toHref(to), { state, replace: true }),
      go: (delta) => void router.navigate(delta),
    },
    ...busOverlayServices(portalBus),
  };
}
