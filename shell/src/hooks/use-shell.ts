import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import type { MsalAuth } from '@portal/platform/msal-auth';
import type { LocalCache } from '../lib/local-cache';
import type { SiteSession } from '../lib/site-session';

/** What only the shell knows: the sign-in client, the runtime configuration, the profile stream it feeds, the site session. */
export interface ShellServices {
  auth: MsalAuth;
  config: PortalRuntimeConfig;
  user: BehaviorSubject<UserProfile | null>;
  /** The current site, its permissions and navigation; the source of platform.site$ and platform.permissions$. */
  siteSession: SiteSession;
  /** The local cache (key prefix portal.cache., optional expiry). */
  cache: LocalCache;
  registryError: string | null;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs the ShellContext provider.');
  return services;
}
