import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteRoute } from '@portal/contracts';

/** The remote that owns a path in the spec's route table, or null for a path nobody owns. */
export function findRemoteRoute(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname)) ?? null;
}
