import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { REMOTE_ROUTES, SIGN_IN_CALLBACK_PATH, SITE_NOT_FOUND_PATH, WELCOME_PATH } from '@portal/contracts';
import { loadThemed } from '../components/lazy-themed';
import { RequireAdministrator } from '../features/auth/components/require-administrator';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { RootRedirect } from '../features/auth/components/root-redirect';
import { RouteEffects } from '../features/navigation/components/route-effects';
import { RemoteSwitch } from './remote-switch';
import { ShellLayout } from './shell-layout';

/** A route screen loaded on demand with the themed antd provider. */
const themedRoute = (load: () => Promise<ComponentType>) => async () => ({ Component: await loadThemed(load) });

// Screens a signed-in user rarely sees load on demand, keeping the shell's first load small.
const welcomePage = themedRoute(async () => (await import('../features/auth/components/welcome-page')).WelcomePage);
const signInCallbackPage = themedRoute(
  async () => (await import('../features/auth/components/sign-in-callback-page')).SignInCallbackPage,
);
const siteNotFoundPage = themedRoute(async () => {
  const { SiteNotFoundPage } = await import('../features/sites/components/site-not-found-page');
  return () => (
    <RequireSignIn>
      <SiteNotFoundPage />
    </RequireSignIn>
  );
});

/** The admin remote's routes: portal administrators only (require-administrator.tsx). */
const administratorRoutes: RouteObject[] = REMOTE_ROUTES.filter(({ remote }) => remote === 'mfe_admin').map(
  ({ path }) => ({
    path,
    element: (
      <RequireAdministrator>
        <RemoteSwitch />
      </RequireAdministrator>
    ),
  }),
);

/** The shell's routes; every other path belongs to a remote (REMOTE_ROUTES) or goes to `/`. */
export async function portalRoutes(maintenanceMode: boolean): Promise<RouteObject[]> {
  if (maintenanceMode) return (await import('./maintenance-routes')).maintenanceRoutes;
  return [
    {
      element: <RouteEffects />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: WELCOME_PATH, lazy: welcomePage },
        { path: SIGN_IN_CALLBACK_PATH, lazy: signInCallbackPage },
        {
          element: <ShellLayout />,
          children: [
            { path: SITE_NOT_FOUND_PATH, lazy: siteNotFoundPage },
            ...administratorRoutes,
            { path: '*', element: <RemoteSwitch /> },
          ],
        },
      ],
    },
  ];
}
