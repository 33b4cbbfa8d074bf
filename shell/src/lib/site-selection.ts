import type { Deployment } from '@portal/contracts';
import type { SiteNotFoundState } from './site-not-found-state';
import { findSiteBySegment, resolveCurrentSite, siteSegmentInPath, type ResolvedSite } from './site-resolution';

/** A site asked for in the URL: as written, the address, and the page the user came from. */
export interface SiteRequest {
  segment: string;
  path: string;
  previousPath: string | null;
}

/** What the site session remembers from one pass to the next to know the current site (spec §4 "Site selection"). */
export interface SiteSelection {
  /** The address of the last pass and the one before it, for Site Not Found's way back. */
  trail: { path: string | null; previous: string | null };
  /**
   * A site asked for before the sites are known: the address may move on before they arrive (the dashboards remote
   * sends /sites/{id} to /home at once), and the site must still be checked.
   */
  pending: SiteRequest | null;
  /** The site the user chose, or the last of theirs the address asked for. */
  chosenId: number | null;
  /** The user's sites as last seen; undefined until they arrive. */
  deployments: Deployment[] | undefined;
  current: ResolvedSite | null;
}

export const NO_SELECTION: SiteSelection = {
  trail: { path: null, previous: null },
  pending: null,
  chosenId: null,
  deployments: undefined,
  current: null,
};

/** One pass of the selection: what it becomes, the site the address asks for, or where to send an unknown one. */
export interface SelectionPass {
  selection: SiteSelection;
  /** The site asked for (in the address now, or before the sites were known), as written: no other is current meanwhile. */
  asked: string | null;
  /** An asked-for site that is not the user's: the session goes to Site Not Found with this state, nothing else. */
  notFound: SiteNotFoundState | null;
}

const sameSite = (a: ResolvedSite | null, b: ResolvedSite | null) =>
  a === b || (!!a && !!b && a.site === b.site && a.deployment === b.deployment);

/**
 * The current site after the address or the user's sites changed. A site in the URL is checked against the user's
 * sites once they are known: one of them becomes the chosen site, and stays current when the user moves on; any
 * other id goes to Site Not Found with the site asked for and the page the user came from. Without a site in the
 * URL the chosen or default site is current. `deployments` is undefined while the sites load.
 */
export function selectSite(
  before: SiteSelection,
  location: { pathname: string; search: string },
  deployments: Deployment[] | undefined,
): SelectionPass {
  const here = `${location.pathname}${location.search}`;
  const moved = here !== before.trail.path;
  const arrived = deployments !== before.deployments;
  const trail = moved ? { path: here, previous: before.trail.path } : before.trail;
  const segment = siteSegmentInPath(location.pathname);
  let { pending, chosenId } = before;

  if (moved || arrived) {
    const request = segment !== null ? { segment, path: here, previousPath: trail.previous } : pending;
    if (!deployments) {
      if (segment !== null) pending = request;
    } else if (request) {
      pending = null;
      const found = findSiteBySegment(deployments, request.segment);
      if (!found) {
        const notFound = {
          requestedSite: request.segment,
          requestedPath: request.path,
          previousPath: request.previousPath,
        };
        return { selection: { ...before, trail, pending, deployments }, asked: request.segment, notFound };
      }
      chosenId = found.site.deploymentIndexId;
    }
  }

  const asked = segment ?? pending?.segment ?? null;
  const next = !deployments
    ? null
    : asked !== null
      ? (findSiteBySegment(deployments, asked) ?? null)
      : resolveCurrentSite(deployments, chosenId);
  const current = sameSite(before.current, next) ? before.current : next;
  return { selection: { trail, pending, chosenId, deployments, current }, asked, notFound: null };
}

/** The user chose a site (My sites): it is current from the next pass, wherever the address goes. */
export const chooseSite = (selection: SiteSelection, deploymentIndexId: number): SiteSelection => ({
  ...selection,
  chosenId: deploymentIndexId,
});
