import { Navigate, type RouteObject } from 'react-router-dom';
import { MAINTENANCE_PATH, SIGN_IN_CALLBACK_PATH } from '@portal/contracts';
import { PortalThemeProvider } from '@portal/ui';
import { SignInCallbackPage } from '../features/auth/components/sign-in-callback-page';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page';

/** The minimal router of maintenance mode: only /, /maintenance and /implicit/callback (spec §2.1). */
export const maintenanceRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={MAINTENANCE_PATH} replace /> },
  {
    path: MAINTENANCE_PATH,
    element: (
      <PortalThemeProvider>
        <MaintenancePage />
      </PortalThemeProvider>
    ),
  },
  {
    path: SIGN_IN_CALLBACK_PATH,
    element: (
      <PortalThemeProvider>
        <SignInCallbackPage />
      </PortalThemeProvider>
    ),
  },
  { path: '*', element: <Navigate to={MAINTENANCE_PATH} replace /> },
];
