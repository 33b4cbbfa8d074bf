import type { RouteObject } from 'react-router-dom';
import { SIGN_IN_CALLBACK_PATH, SITE_NOT_FOUND_PATH, WELCOME_PATH } from '@portal/contracts';
import { RequireSignIn } from '../features/auth/require-sign-in';
import { RootRedirect } from '../features/auth/root-redirect';
import { SignInCallbackPage } from '../features/auth/sign-in-callback-page';
import { WelcomePage } from '../features/auth/welcome-page';
import { ShellLayout } from '../features/layout/shell-layout';
import { maintenanceRoutes } from '../features/maintenance/maintenance-routes';
import { RouteEffects } from '../features/navigation/route-effects';
import { SiteNotFoundPage } from '../features/navigation/site-not-found-page';
import { RemoteSwitch } from '../features/remotes/remote-switch';

/** The shell's routes; every other path belongs to a remote (REMOTE_ROUTES) or goes to `/`. */
export function portalRoutes(maintenanceMode: boolean): RouteObject[] {
  if (maintenanceMode) return maintenanceRoutes;
  return [
    {
      element: <RouteEffects />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: WELCOME_PATH, element: <WelcomePage /> },
        { path: SIGN_IN_CALLBACK_PATH, element: <SignInCallbackPage /> },
        {
          element: <ShellLayout />,
          children: [
            { path: SITE_NOT_FOUND_PATH, element: <RequireSignIn><SiteNotFoundPage /></RequireSignIn> },
            { path: '*', element: <RemoteSwitch /> },
          ],
        },
      ],
    },
  ];
}
