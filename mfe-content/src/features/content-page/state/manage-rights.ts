import { isAllowed, type Asset, type PermissionMap } from '@portal/contracts';

/** What the user may do to an asset beyond viewing it. */
export interface ManageRights {
  /** Edit it (metadata, description, document, preview, file, file details, imagery) and delete it. */
  canEdit: boolean;
  /** Give access to it (assign to users and user groups) and make a video's public links. */
  canAssign: boolean;
}

/**
 * The rights the server checks (uploader-access.ts and asset-acl.ts): editing needs editDeploymentIndex on the site,
 * or being the asset's uploader with uploadAsset; giving access needs editDeploymentIndex or being its uploader.
 */
export function manageRightsOf(permissions: PermissionMap, userId: number | null, asset: Asset): ManageRights {
  const admin = isAllowed(permissions, 'editDeploymentIndex');
  const uploader = userId !== null && asset.createdByUserId === userId;
  return { canEdit: admin || (uploader && isAllowed(permissions, 'uploadAsset')), canAssign: admin || uploader };
}
