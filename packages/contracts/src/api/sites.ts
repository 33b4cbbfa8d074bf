import type { Notification } from '../entities/insights.js';
import type { PermissionName } from '../entities/permissions.js';

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

/** GET v2/notifications?page= answer: 15 per page, newest first. */
export interface NotificationPage {
  rows: Notification[];
  count: number;
  unreadCount: number;
}

/** GET v2/notifications/unreadCount answer. */
export interface UnreadCount {
  unreadCount: number;
}

/** The forms the API stores itself when the site has no external form address (POST v2/forms/{formKind}). */
export type FormKind =
  | 'requestAccess'
  | 'dashboardAccessRequest'
  | 'supportTicket'
  | 'feedback'
  | 'reportAnIssue'
  | 'suggestATag'
  | 'newContentRequest';

/** POST v2/forms/{formKind} body; the fields each form takes are in the API's src/forms/form-rules.ts. */
export interface FormSubmissionRequest {
  deploymentIndexId: number;
  fields: Record<string, string | number | null>;
}

/** POST v2/forms/{formKind} answer (201). */
export interface FormSubmitted {
  formSubmissionId: number;
}
