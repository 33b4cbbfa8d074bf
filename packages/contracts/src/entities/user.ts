/** Contact roles a user can hold on an asset (spec §3 User.role labels). */
export type ContactRoleLabel =
  'Author' | 'Contributor' | 'Key Contact' | 'Stakeholder' | 'Support Contact' | 'Dashboard Access' | 'Data Governance';

export interface UserAuthInfo {
  lastLogin: string | null;
  status: string;
  profilePic: string | null;
}

export interface DeploymentIndexUser {
  deploymentIndexId: number;
  isCurrent: boolean;
}

export interface User {
  userId: number;
  givenName: string;
  lastName: string;
  email: string;
  name?: string;
  role?: ContactRoleLabel;
  auth?: UserAuthInfo;
  deploymentUsers?: { deploymentId: number }[];
  deploymentIndexUsers?: DeploymentIndexUser[];
}

/** The signed-in user's profile as GET v2/users/me returns it. Signed-in means this is loaded (spec §6). */
export interface UserProfile {
  userId: number;
  email: string;
  givenName: string;
  lastName: string;
  name: string;
  picture: string | null;
  lastLogin: string | null;
  status: string;
  /** A portal administrator: every permission on every site, and the administration area (/admin). Absent counts as no. */
  isAdministrator?: boolean;
}

export interface Role {
  roleId: number;
  name: string;
  code: RoleCode;
}

export type CollectionRoleCode = 'collectionOwner' | 'collectionEditor' | 'collectionViewer';
export type GroupRoleCode = 'groupOwner' | 'groupEditor' | 'groupViewer';
export type RoleCode = CollectionRoleCode | GroupRoleCode | 'assetMember' | (string & {});

export interface UserGroup {
  userGroupId: number;
  name: string;
  deploymentIndexId: number;
  roleId: number;
  role?: Role;
}

/** Input for assigning entities to user groups (POST v2/usergroups/assets/assign). */
export interface UserGroupAssignment {
  entityIds: number[];
  userGroupIds: number[];
}

/** Result renderers of the search page (spec §2.5). */
export type ResultRenderer = 'Gallery' | 'Card' | 'Mobile';

/**
 * GET/PUT v2/users/me/preferences: the Preferences panel's choices, kept by the API per user so they
 * follow the user to any browser. Null means "not chosen": the portal's default applies.
 */
export interface UserPreferences {
  resultRenderer: ResultRenderer | null;
  /** Search results per page (positive integer). */
  rowsPerPage: number | null;
  /** A language code of the shell's language picker, e.g. 'en', 'fr', 'de'. */
  language: string | null;
}
