import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loadRemoteParcel } from '../lib/load-remote-parcel';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { findRemoteRoute } from '../features/remotes/state/find-remote-route';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';

/**
 * Picks the remote that owns the current path (the route table in @portal/contracts) and keeps it
 * mounted while the user moves between its routes. Unknown paths go to `/` (spec §2.1). The remote's code starts
 * downloading at once, while the user's profile still loads (the module federation runtime keeps what it loaded,
 * and the outlet's own load, which reports failures, picks it up): after sign-in, home's code arrives with the
 * profile instead of after it.
 */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const route = findRemoteRoute(pathname);
  const remote = route?.remote;
  useEffect(() => {
    if (remote) loadRemoteParcel(remote, 'app').catch(() => undefined); // the outlet reports a failure
  }, [remote]);
  if (!route) return <Navigate to="/" replace />;
  const outlet = <RemoteOutlet key={route.remote} remote={route.remote} />;
  return route.requiresAuth ? <RequireSignIn>{outlet}</RequireSignIn> : outlet;
}
