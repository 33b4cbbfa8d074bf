import { useSyncExternalStore } from 'react';
import type { SiteSessionState } from '../lib/site-session-state';
import { useShell } from './use-shell';

/** The current site, the user's sites, and what the site allows, re-rendering when any of them changes. */
export function useSiteSession(): SiteSessionState {
  const { siteSession } = useShell();
  return useSyncExternalStore(siteSession.subscribe, siteSession.getSnapshot);
}
