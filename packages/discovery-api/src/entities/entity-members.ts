import { notASiteUser } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { siteUsersById } from '../sites/site-users.js';
import type { EntityKind } from './entity-access.js';

/**
 * The direct members a collection or group save names (spec §3 collectionUsers / groupUsers, §5), checked the same
 * way for both kinds: an entry whose user id is 0 or less or whose email is empty is ignored (the portal sends such
 * blank rows); every other user must be a user of the entity's site (a member of one of its user groups, or a portal
 * administrator) and the email theirs, each listed once. Whether the id names a user of another site or nobody at
 * all, the answer is the same (no probing of who exists).
 */

export interface MemberEntry<Role extends string> {
  user: { userId: number; email: string };
  roleCode: Role;
}

export interface Member<Role extends string> {
  userId: number;
  roleCode: Role;
}

/** The owner role of each kind. */
export const OWNER_ROLE = { collection: 'collectionOwner', group: 'groupOwner' } as const;

/** The checked members, in order; 400 naming the field of the first entry that is not right. */
export async function checkMembers<Role extends string>(
  db: Db,
  siteId: number,
  entries: readonly MemberEntry<Role>[],
  fieldOf: (index: number) => string,
): Promise<Member<Role>[]> {
  const listed = entries
    .map((entry, index) => ({ entry, field: fieldOf(index) }))
    .filter(({ entry }) => entry.user.userId > 0 && entry.user.email.trim() !== '');
  const onSite = await siteUsersById(
    db,
    siteId,
    listed.map(({ entry }) => entry.user.userId),
  );
  const seen = new Set<number>();
  return listed.map(({ entry, field }) => {
    const { userId, email } = entry.user;
    const user = onSite.get(userId);
    if (!user) throw new HttpError(400, notASiteUser(field, userId));
    if (user.email.toLowerCase() !== email.trim().toLowerCase())
      throw new HttpError(
        400,
        `The request is not valid: ${field}: the email '${email}' is not that of user ${userId}.`,
      );
    if (seen.has(userId))
      throw new HttpError(400, `The request is not valid: ${field}: user ${userId} (${user.email}) is listed twice.`);
    seen.add(userId);
    return { userId, roleCode: entry.roleCode };
  });
}

/**
 * Whether a save changes who the owners are: the users with the owner role before and after (the creator, always an
 * owner, left out). Only the owners and those whose role may change any (entity-access.ts `deletes`) may do that.
 */
export function changesOwners<Role extends string>(
  kind: EntityKind,
  before: readonly Member<Role>[],
  after: readonly Member<Role>[],
  creatorId: number | null,
): boolean {
  const owners = (members: readonly Member<Role>[]) =>
    members
      .filter((member) => member.roleCode === OWNER_ROLE[kind] && member.userId !== creatorId)
      .map((member) => member.userId)
      .sort((a, b) => a - b)
      .join(',');
  return owners(before) !== owners(after);
}
