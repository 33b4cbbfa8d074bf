import { SITE_NOT_FOUND_PATH } from '@portal/contracts';

/** What the site session tells the Site Not Found page, as router state (spec §4 "Site selection"). */
export interface SiteNotFoundState {
  /** The site as written in the address, e.g. '42'. */
  requestedSite: string;
  /** The address that asked for it. */
  requestedPath: string;
  /** The portal page the user came from; null when the address opened the portal. */
  previousPath: string | null;
}

const isPortalPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith(SITE_NOT_FOUND_PATH);

/** The state of a history entry, which may hold anything (a direct visit, a hand-made entry): only what is sound. */
export function readSiteNotFoundState(state: unknown): SiteNotFoundState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { requestedSite, requestedPath, previousPath } = state as Record<string, unknown>;
  if (typeof requestedSite !== 'string' || !isPortalPath(requestedPath)) return null;
  return { requestedSite, requestedPath, previousPath: isPortalPath(previousPath) ? previousPath : null };
}
