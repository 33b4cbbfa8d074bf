import { isAllowed, mayEditAssetOf, type Asset, type PermissionMap } from '@portal/contracts';

/** What the user may do to an asset beyond viewing it. */
export interface ManageRights {
  /** Edit it (metadata, description, document, preview, file, file details, imagery) and delete it. */
  canEdit: boolean;
  /** Give access to it (assign to users and user groups) and make a video's public links. */
  canAssign: boolean;
}

/**
 * The rights the server checks (packages/discovery-api assets/asset-access.ts and assets/asset-acl.ts, by the role table
 * of @portal/contracts rules/site-roles.ts): editing needs editDeploymentIndex on the site (site administrators and
 * editors), or being the asset's uploader with uploadAsset; giving access to it needs being its uploader, or a role
 * that may open every private asset of the site (accessPrivateAsset: site administrators and portal administrators,
 * who alone may manage access). Site editors edit, but do not give access.
 */
export function manageRightsOf(permissions: PermissionMap, userId: number | null, asset: Asset): ManageRights {
  const uploader = userId !== null && asset.createdByUserId === userId;
  return {
    canEdit: mayEditAssetOf(permissions, userId, asset.createdByUserId),
    canAssign: uploader || isAllowed(permissions, 'accessPrivateAsset'),
  };
}
