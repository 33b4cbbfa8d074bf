import { Navigate, useLocation } from 'react-router-dom';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { findRemoteRoute } from '../features/remotes/state/find-remote-route';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';

/**
 * Picks the remote that owns the current path (the route table in @portal/contracts) and keeps it
 * mounted while the user moves between its routes. Unknown paths go to `/` (spec §2.1).
 */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const route = findRemoteRoute(pathname);
  if (!route) return <Navigate to="/" replace />;
  const outlet = <RemoteOutlet key={route.remote} remote={route.remote} />;
  return route.requiresAuth ? <RequireSignIn>{outlet}</RequireSignIn> : outlet;
}
