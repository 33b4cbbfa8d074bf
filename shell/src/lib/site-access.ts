import { isAllowed, PERMISSION_CACHE_MS, type PermissionMap } from '@portal/contracts';

/**
 * Whose permissions and navigation of which site the session holds: they load again exactly when this key changes
 * (another user or another site). Null without a user or a site: nothing is allowed then.
 */
export const accessKey = (userId: number | null, siteId: number | null): string | null =>
  userId === null || siteId === null ? null : `${userId}.${siteId}`;

/** Where one site's access for one user is kept in the local cache, and for how long (spec §4: 2 hours). */
export const accessCache = (key: string) => ({
  permissions: `permissions.${key}`,
  navigation: `navigation.${key}`,
  ttlMs: PERMISSION_CACHE_MS,
});

/** The site whose retrieval assistant endpoint the session reads: the current one, when its permissions allow it. */
export const ragSiteId = (siteId: number | null, permissions: PermissionMap): number | null =>
  siteId !== null && isAllowed(permissions, 'viewRagAssistant') ? siteId : null;
