import type { Deployment, DeploymentIndex } from '@portal/contracts';

export interface ResolvedSite {
  deployment: Deployment;
  site: DeploymentIndex;
}

/** Every site with its deployment, in the order the API lists them. */
export function allSites(deployments: readonly Deployment[]): ResolvedSite[] {
  return deployments.flatMap((deployment) => deployment.deploymentIndexes.map((site) => ({ deployment, site })));
}

export function findSite(deployments: readonly Deployment[], deploymentIndexId: number): ResolvedSite | undefined {
  return allSites(deployments).find((entry) => entry.site.deploymentIndexId === deploymentIndexId);
}

/**
 * The current deployment and site (spec §4): the user's chosen site id, else the one flagged current,
 * else the first site of the first deployment that has sites. Null when the user has no site.
 */
export function resolveCurrentSite(deployments: readonly Deployment[], chosenIndexId?: number | null): ResolvedSite | null {
  if (chosenIndexId !== undefined && chosenIndexId !== null) {
    const chosen = findSite(deployments, chosenIndexId);
    if (chosen) return chosen;
  }
  const sites = allSites(deployments);
  return sites.find((entry) => entry.site.isCurrent) ?? sites[0] ?? null;
}

/** The site id of a `/sites/{id}/…` path: a number, 'invalid' for anything else, or null off such paths. */
export function siteIdInPath(pathname: string): number | 'invalid' | null {
  const match = /^\/sites\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1] || match[1] === 'notfound') return null;
  return /^[1-9]\d*$/.test(match[1]) ? Number(match[1]) : 'invalid';
}
