import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { PortalRuntimeConfig, UserProfile } from '@portal/contracts';
import type { MsalAuth } from '@portal/platform/msal-auth';

/** What only the shell knows: the sign-in client, the runtime configuration, the profile stream it feeds. */
export interface ShellServices {
  auth: MsalAuth;
  config: PortalRuntimeConfig;
  user: BehaviorSubject<UserProfile | null>;
  registryError: string | null;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs the ShellContext provider.');
  return services;
}
