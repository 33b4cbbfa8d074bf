import type { Collection } from './collections.js';
import type { Theme } from './theme.js';
import type { User } from './user.js';

export interface GroupUser {
  groupUserId?: number;
  groupId: number;
  user: User;
  roleCode: 'groupOwner' | 'groupEditor' | 'groupViewer';
}

export interface Group {
  groupId: number;
  name: string;
  description: string;
  isConfidential: boolean;
  theme: Theme | null;
  groupUsers: GroupUser[];
  pinned: boolean;
  starred: boolean;
  isFeatured: boolean;
  isFeaturedDate: string | null;
  collectionGroupsCount: number;
  featuredDeploymentIndexes: number[];
  created: string;
  createdByUser: User | null;
  updated: string | null;
  updatedByUser: User | null;
  collections: Collection[];
  appObjectSettingId: number | null;
}

/** Membership computed from the active user's email (spec §4). */
export interface GroupMembership {
  owners: User[];
  editors: User[];
  viewers: User[];
  isMember: boolean;
  isOwner: boolean;
  isEditor: boolean;
  isEditable: boolean;
}
