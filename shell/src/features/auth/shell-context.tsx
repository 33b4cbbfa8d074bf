import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { PermissionMap, PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import type { MsalAuth } from '@portal/platform/msal-auth';
import type { LocalCache } from '../sites/local-cache';

/** What only the shell knows: the sign-in client, the runtime configuration, the profile stream it feeds. */
export interface ShellServices {
  auth: MsalAuth;
  config: PortalRuntimeConfig;
  user: BehaviorSubject<UserProfile | null>;
  /** The streams behind platform.site$ and platform.permissions$, fed by the site session. */
  site: BehaviorSubject<SiteContext | null>;
  permissions: BehaviorSubject<PermissionMap>;
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
