import { isAllowed, type PermissionMap } from '../entities/permissions.js';

/**
 * Whether the user may edit an asset (its metadata, description, document, preview, file), as the server checks it
 * (discovery-api assets/asset-access.ts, by the role table of rules/site-roles.ts): editDeploymentIndex on the site
 * (site administrators and editors), or being the asset's uploader with uploadAsset. Schema-free: the front ends show
 * what the server allows with it.
 */
export function mayEditAssetOf(
  permissions: PermissionMap,
  userId: number | null,
  uploaderId: number | null | undefined,
): boolean {
  if (isAllowed(permissions, 'editDeploymentIndex')) return true;
  return userId !== null && uploaderId === userId && isAllowed(permissions, 'uploadAsset');
}
