import { isAllowed, mayEditAssetOf, type PermissionMap } from '@portal/contracts';

/**
 * Whether the user may edit an asset's metadata: the rule the server checks (@portal/contracts mayEditAssetOf).
 * `uploaderId` is undefined while the asset is not known yet.
 */
export const mayEditAsset = mayEditAssetOf;

/** Whether the asset's uploader must be known to decide (only for who may upload but not edit the whole site). */
export const needsUploader = (permissions: PermissionMap): boolean =>
  !isAllowed(permissions, 'editDeploymentIndex') && isAllowed(permissions, 'uploadAsset');
