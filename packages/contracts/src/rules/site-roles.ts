import { PERMISSION_NAMES, type PermissionName } from '../entities/permissions.js';

/**
 * The role table: which site role carries which permission names (spec §6), and what each may do to assets,
 * collections, groups and the site. Written once, here: the server computes a user's permission map and every
 * role-based decision from it, the admin screens show it, and a test runs every role against every permission
 * name and every ability. Schema-free, so a front end may import it at run time.
 *
 * Spec §6 names the permissions and says "which roles may do what beyond the above: not shown". Decided as the best
 * asset portals do (Bynder's admin vs. brand-manager roles, AEM's administrators vs. authors):
 * - A site administrator runs the site: every permission, every asset (private ones included), who may open a
 *   private asset, every collection and group (confidential ones included), and who uses the site: its user groups,
 *   their members and the role each carries there (the admin screens, scoped to the sites they administer).
 * - A site editor curates the site (its page customizations, themes, quick links, featured collections and groups,
 *   reports, and the metadata of the assets they may open) but is not trusted with what is private: they do not open
 *   a private asset they are not assigned to, give access to one, or see another person's confidential collection.
 * - A content uploader uploads, and edits and gives access to their own uploads.
 * - An analyst reads insights; an AI user uses the AI tools; a site member only uses the site.
 * Every user of a site (any role) sees its public assets and its non-confidential collections and groups, makes
 * collections and groups of their own, and likes, downloads and shares what they may open. A portal administrator
 * (not a site role: users.isAdministrator) holds every permission and ability on every site, and is the only one
 * who may give themselves access to a private asset, disable or enable a user, read the audit log, and run the
 * administration area's deployments (duplicate a site, generate metadata sets), as Bynder's and AEM's system
 * administrators alone do. Setting one's default site (PUT v2/deployments/setDefaultIndex) is every user's own choice
 * among the sites they use. An entity's history (the audit log's entries of it) is read by whoever may edit it.
 */

export const SITE_ROLE_CODES = [
  'siteAdministrator',
  'siteEditor',
  'contentUploader',
  'siteAnalyst',
  'aiUser',
  'siteMember',
] as const;
export type SiteRoleCode = (typeof SITE_ROLE_CODES)[number];

/** What a role may do to a site's assets, beyond opening its public ones. */
export const ASSET_ABILITIES = {
  upload: 'Upload new assets to the site',
  editOwnUploads: 'Edit, replace and delete the assets they uploaded',
  editAny: 'Edit, replace and delete any asset of the site they may open',
  openPrivate: 'Open every private asset of the site without being assigned to it',
  manageAccess: 'Give users and user groups access to any private asset of the site (never to themselves)',
} as const;

/** What a role may do to a site's collections, and likewise to its groups, beyond their own and those shared with them. */
export const ENTITY_ABILITIES = {
  seeConfidential: 'See every confidential one of the site',
  changeAny: 'Change any one of the site, its owners included',
  deleteAny: 'Delete any one of the site',
  feature: 'Feature it on the site',
} as const;

/** What a role may do to the site itself. */
export const SITE_ABILITIES = {
  manageMembers:
    "Manage the site's user groups: create, rename and delete them, choose the role each carries, add and remove their members",
  customize: "Change the site's page customizations, themes, quick links and settings",
  exportReports: "Export the site's reports",
  analyzeInsights: "Read the site's insights and the reports of any asset they may open",
  useAi: 'Use the AI tools',
  configureAi:
    "Configure the site's AI deployments (GPT configuration): which service answers, its endpoint and keys, stored encrypted",
  hybridSearch: 'Choose the hybrid search mode',
  manageAwards: "Import the site's award results and set the points each award level is worth",
} as const;

type AssetAbility = keyof typeof ASSET_ABILITIES;
type EntityAbility = keyof typeof ENTITY_ABILITIES;
type SiteAbility = keyof typeof SITE_ABILITIES;

interface SiteRole {
  /** The role's name as the admin screens show it. */
  name: string;
  permissions: readonly PermissionName[];
  assets: readonly AssetAbility[];
  collections: readonly EntityAbility[];
  groups: readonly EntityAbility[];
  site: readonly SiteAbility[];
}

const AI_PERMISSIONS = ['viewOpenAi', 'viewAiAssistant', 'viewAiInteract', 'viewRagAssistant'] as const;

export const SITE_ROLES: Readonly<Record<SiteRoleCode, SiteRole>> = {
  siteAdministrator: {
    name: 'Site administrator',
    permissions: PERMISSION_NAMES,
    assets: ['upload', 'editOwnUploads', 'editAny', 'openPrivate', 'manageAccess'],
    collections: ['seeConfidential', 'changeAny', 'deleteAny', 'feature'],
    groups: ['seeConfidential', 'changeAny', 'deleteAny', 'feature'],
    site: [
      'manageMembers',
      'customize',
      'exportReports',
      'analyzeInsights',
      'useAi',
      'configureAi',
      'hybridSearch',
      'manageAwards',
    ],
  },
  siteEditor: {
    name: 'Site editor',
    permissions: ['editDeploymentIndex', 'exportReports'],
    assets: ['editAny'],
    collections: ['feature'],
    groups: ['feature'],
    site: ['customize', 'exportReports'],
  },
  contentUploader: {
    name: 'Content uploader',
    permissions: ['uploadAsset'],
    assets: ['upload', 'editOwnUploads'],
    collections: [],
    groups: [],
    site: [],
  },
  siteAnalyst: {
    name: 'Site analyst',
    permissions: ['analyzeInsights'],
    assets: [],
    collections: [],
    groups: [],
    site: ['analyzeInsights'],
  },
  aiUser: { name: 'AI user', permissions: AI_PERMISSIONS, assets: [], collections: [], groups: [], site: ['useAi'] },
  siteMember: { name: 'Site member', permissions: [], assets: [], collections: [], groups: [], site: [] },
};

/** Everything a user may do on one site: the union over their roles there (every ability for a portal administrator). */
export interface SiteAbilities {
  permissions: Readonly<Record<PermissionName, boolean>>;
  assets: ReadonlySet<AssetAbility>;
  collections: ReadonlySet<EntityAbility>;
  groups: ReadonlySet<EntityAbility>;
  site: ReadonlySet<SiteAbility>;
  /** A portal administrator: the only one who may give themselves access to a private asset. */
  portalAdministrator: boolean;
}

const isSiteRoleCode = (code: string): code is SiteRoleCode => (SITE_ROLE_CODES as readonly string[]).includes(code);

/**
 * The abilities of a user holding these role codes on a site. A code the table does not know (a role of another
 * kind, or one added later by hand) grants nothing: a missing name is denied (spec §6).
 */
export function siteAbilitiesOf(roleCodes: readonly string[], portalAdministrator = false): SiteAbilities {
  const roles = portalAdministrator
    ? Object.values(SITE_ROLES)
    : roleCodes.filter(isSiteRoleCode).map((code) => SITE_ROLES[code]);
  const granted = new Set(roles.flatMap((role) => role.permissions));
  return {
    permissions: Object.fromEntries(PERMISSION_NAMES.map((name) => [name, granted.has(name)])) as Record<
      PermissionName,
      boolean
    >,
    assets: new Set(roles.flatMap((role) => role.assets)),
    collections: new Set(roles.flatMap((role) => role.collections)),
    groups: new Set(roles.flatMap((role) => role.groups)),
    site: new Set(roles.flatMap((role) => role.site)),
    portalAdministrator,
  };
}
