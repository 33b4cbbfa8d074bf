import type { Deployment, UserProfile } from '@portal/contracts';

/**
 * Who may use the administration area, and what it offers them: the role table's effect on these screens
 * (`@portal/contracts` rules/site-roles.ts). The server refuses anything beyond it on its own; the screens only hide.
 * - A portal administrator (users.isAdministrator) manages everything: users and user groups of every site,
 *   enabling and disabling users (never themselves), deployments and sites, and the audit log.
 * - A site administrator (a siteAdministrator role on some sites, so `managedSiteIds` is not empty) manages the
 *   users and user groups of those sites only: the site pickers offer only them, and nothing else is offered.
 * - Anyone else is offered nothing (the shell does not open the area for them).
 */
export type AdminKind = 'portalAdministrator' | 'siteAdministrator' | 'none';

/** The sections of the administration area, in the order of its navigation. */
export type AdminSection = 'users' | 'userGroups' | 'deployments' | 'audit';

export const ADMIN_SECTIONS: Readonly<Record<AdminSection, { label: string; path: string }>> = {
  users: { label: 'Users', path: '/admin/users' },
  userGroups: { label: 'User groups', path: '/admin/user-groups' },
  deployments: { label: 'Deployments and sites', path: '/admin/deployments' },
  audit: { label: 'Audit log', path: '/admin/audit' },
};

export interface AdminScope {
  kind: AdminKind;
  /** The signed-in user (never offered to disable themselves); null before sign-in. */
  userId: number | null;
  sections: readonly AdminSection[];
  /** The sites whose users and user groups they manage (every site for a portal administrator). */
  managedSiteIds: readonly number[];
  /** Whether they may disable and enable users. */
  mayChangeStatus: boolean;
  /** Whether the users list may show every site at once (otherwise it is always filtered by one of theirs). */
  mayListAllSites: boolean;
}

const SECTIONS_OF: Readonly<Record<AdminKind, readonly AdminSection[]>> = {
  portalAdministrator: ['users', 'userGroups', 'deployments', 'audit'],
  siteAdministrator: ['users', 'userGroups'],
  none: [],
};

/** The scope of a signed-in user's profile (GET v2/users/me). */
export function adminScopeOf(user: UserProfile | null | undefined): AdminScope {
  const managedSiteIds = user?.managedSiteIds ?? [];
  const kind: AdminKind = user?.isAdministrator
    ? 'portalAdministrator'
    : managedSiteIds.length > 0
      ? 'siteAdministrator'
      : 'none';
  return {
    kind,
    userId: user?.userId ?? null,
    sections: SECTIONS_OF[kind],
    managedSiteIds: kind === 'none' ? [] : managedSiteIds,
    mayChangeStatus: kind === 'portalAdministrator',
    mayListAllSites: kind === 'portalAdministrator',
  };
}

/** Whether the status (Disable / Enable) of this user is offered: portal administrators only, never for themselves. */
export const mayChangeStatusOf = (scope: AdminScope, userId: number): boolean =>
  scope.mayChangeStatus && scope.userId !== userId;

/** A site the signed-in user manages, named as the site pickers show it. */
export interface ManagedSite {
  siteId: number;
  name: string;
  deploymentName: string | null;
}

/**
 * The sites they manage, named from GET v2/deployments, in the deployments' order. A managed site the deployments do
 * not list (not one they may use) still appears, by its number, so nothing they manage is out of reach.
 */
export function managedSitesOf(scope: AdminScope, deployments: readonly Deployment[]): ManagedSite[] {
  const managed = new Set(scope.managedSiteIds);
  const named = deployments.flatMap((deployment) =>
    deployment.deploymentIndexes
      .filter((site) => managed.has(site.deploymentIndexId))
      .map((site) => ({ siteId: site.deploymentIndexId, name: site.name, deploymentName: deployment.name })),
  );
  const namedIds = new Set(named.map((site) => site.siteId));
  const unnamed = scope.managedSiteIds
    .filter((siteId) => !namedIds.has(siteId))
    .map((siteId) => ({ siteId, name: `Site ${siteId}`, deploymentName: null }));
  return [...named, ...unnamed];
}

/**
 * The site a site picker starts on: the current site when they manage it, else their first. The users list of a
 * portal administrator starts on every site instead (null).
 */
export function startingSiteOf(
  scope: AdminScope,
  sites: readonly ManagedSite[],
  currentSiteId: number | null,
  { allowAll = false }: { allowAll?: boolean } = {},
): number | null {
  if (allowAll && scope.mayListAllSites) return null;
  if (currentSiteId !== null && sites.some((site) => site.siteId === currentSiteId)) return currentSiteId;
  return sites[0]?.siteId ?? null;
}
