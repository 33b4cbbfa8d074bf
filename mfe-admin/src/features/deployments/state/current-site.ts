import type { Deployment } from '@portal/contracts';

/** Where a site sits in the tree: its deployment and its own id. */
export interface SitePlace {
  deploymentId: number;
  deploymentIndexId: number;
}

/**
 * The current deployment and index (spec §4): the user's chosen site when the list holds it, else the one flagged
 * current, else the first site of the first deployment that has sites. Null when there is no site at all.
 */
export function currentSitePlace(deployments: readonly Deployment[], chosenIndexId?: number | null): SitePlace | null {
  const places = deployments.flatMap((deployment) =>
    deployment.deploymentIndexes.map((site) => ({
      deploymentId: deployment.deploymentId,
      deploymentIndexId: site.deploymentIndexId,
      flagged: site.isCurrent,
    })),
  );
  const found =
    places.find((place) => chosenIndexId != null && place.deploymentIndexId === chosenIndexId) ??
    places.find((place) => place.flagged) ??
    places[0];
  return found ? { deploymentId: found.deploymentId, deploymentIndexId: found.deploymentIndexId } : null;
}
