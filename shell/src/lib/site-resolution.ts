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
export function resolveCurrentSite(
  deployments: readonly Deployment[],
  chosenIndexId?: number | null,
): ResolvedSite | null {
  if (chosenIndexId !== undefined && chosenIndexId !== null) {
    const chosen = findSite(deployments, chosenIndexId);
    if (chosen) return chosen;
  }
  const sites = allSites(deployments);
  return sites.find((entry) => entry.site.isCurrent) ?? sites[0] ?? null;
}

/** The site segment of a `/sites/{segment}/…` path as written (e.g. '42', 'abc'), or null off such paths. */
export function siteSegmentInPath(pathname: string): string | null {
  const match = /^\/sites\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1] || match[1] === 'notfound') return null;
  return match[1];
}

/** The site a path segment names by its id; '0', '-1' or 'abc' name none. */
export function findSiteBySegment(deployments: readonly Deployment[], segment: string): ResolvedSite | undefined {
  return /^[1-9]\d*$/.test(segment) ? findSite(deployments, Number(segment)) : undefined;
}
