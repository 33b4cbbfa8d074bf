import type { Collection, CollectionRoleCode, Group } from '@portal/contracts';

/** The badge label of each collection role code (spec §9). */
export const COLLECTION_ROLE_LABELS: Record<CollectionRoleCode, string> = {
  collectionOwner: 'Owner',
  collectionEditor: 'Editor',
  collectionViewer: 'Viewer',
};

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The signed-in user's role on a collection for its badge (spec §4: membership is computed from the active user's
 * email; §6 owner, editor, viewer): its creator is an owner; else the direct role; else a user who may still change
 * it is a site administrator; anyone else sees it as a viewer (through a user group, a public collection or a
 * share link). What the user may do comes from the server's flags, not from this label.
 */
export function collectionRoleOf(collection: Collection, email: string | null | undefined): string {
  if (sameEmail(collection.createdByUser?.email, email)) return 'Owner';
  const direct = collection.collectionUsers.find((member) => sameEmail(member.user.email, email));
  if (direct) return COLLECTION_ROLE_LABELS[direct.roleCode];
  return collection.isEditable ? 'Site administrator' : 'Viewer';
}

/** The signed-in user's role on a group for its badge, from the membership the server computed (spec §4). */
export function groupRoleOf(group: Group): string {
  if (group.isOwner) return 'Owner';
  if (group.isEditor) return 'Editor';
  if (group.isMember) return 'Viewer';
  return group.isEditable ? 'Site administrator' : 'Viewer';
}
