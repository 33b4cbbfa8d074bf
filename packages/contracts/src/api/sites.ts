import type { PermissionName } from '../entities/permissions';

/** POST v2/deployments/duplicateIndex body. */
export interface DuplicateIndexRequest {
  IndexId: number;
  CopyName: string;
}

/** POST v2/deployments/generateAssetMetadataSets body. */
export interface GenerateAssetMetadataSetsRequest {
  IndexId: number;
}

/** POST v2/deploymentIndexes/{id}/checkPermissions answer: every name, a missing one is denied. */
export type CheckPermissionsResponse = Record<PermissionName, boolean>;

/** GET v2/deploymentIndexes/{id}/getSasToken query. */
export interface SasTokenQuery {
  containerName: string;
  blobName: string;
}

/** POST v2/deploymentIndexes/{indexId}/insights, /insights/searches, /insights/engagement body. */
export interface SiteInsightsRequest {
  searchParameters: Record<string, unknown>;
  top: number;
}

/** POST v2/acl/portal/pages/... and POST v2/usergroups/assets/assign body. */
export interface AssignUserGroupsRequest {
  entityIds: number[];
  userGroupIds: number[];
}

/** POST v2/assets/{id}/acl/assign body; entries with userId ≤ 0 or an empty email are ignored (spec §5). */
export interface AssignUsersRequest {
  userIds: number[];
  assignments: { userId: number; email: string; roleCode: string }[];
}
