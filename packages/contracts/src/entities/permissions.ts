/** Permission names checked per site (spec §6). A missing name is denied. */
export const PERMISSION_NAMES = [
  'editDeploymentIndex',
  'uploadAsset',
  'analyzeInsights',
  'exportReports',
  'viewOpenAi',
  'viewAiAssistant',
  'viewAiInteract',
  'seeHybridSearchButton',
  'viewRagAssistant',
  'accessPrivateAsset',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** A map of named booleans per site; a failed check gives an empty map (all denied). */
export type PermissionMap = Partial<Record<PermissionName, boolean>>;

export const isAllowed = (permissions: PermissionMap, name: PermissionName): boolean => permissions[name] === true;
