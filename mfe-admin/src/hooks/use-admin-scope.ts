import { useMemo } from 'react';
import { errorMessage, useGetDeploymentsQuery } from '@portal/api-client';
import { usePlatform, useStream } from '@portal/platform';
import { adminScopeOf, managedSitesOf, type AdminScope, type ManagedSite } from '../lib/admin-scope';

export interface AdminContext {
  scope: AdminScope;
  /** The sites they manage, named (empty while the deployments load). */
  sites: ManagedSite[];
  /** The current site of the portal (the shell's site switch), to start the site pickers on. */
  currentSiteId: number | null;
  sitesLoading: boolean;
  /** Why the site names could not be read (the pickers then show the sites by number). */
  sitesError: string | null;
}

/** The signed-in user's admin scope (from the shell's profile) with the names of their sites (GET v2/deployments). */
export function useAdminContext(): AdminContext {
  const platform = usePlatform();
  const user = useStream(platform.user$);
  const site = useStream(platform.site$);
  const scope = useMemo(() => adminScopeOf(user), [user]);
  const deployments = useGetDeploymentsQuery(undefined, { skip: scope.kind === 'none' });
  const sites = useMemo(
    () => (deployments.data || deployments.error ? managedSitesOf(scope, deployments.data ?? []) : []),
    [scope, deployments.data, deployments.error],
  );
  return {
    scope,
    sites,
    currentSiteId: site?.site.deploymentIndexId ?? null,
    sitesLoading: deployments.isLoading,
    sitesError: deployments.error ? errorMessage(deployments.error) : null,
  };
}
