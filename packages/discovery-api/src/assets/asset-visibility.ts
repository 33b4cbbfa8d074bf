import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetMembers, assetUserGroups, type Asset, userGroupMembers } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * Who may see an asset's content (spec §3/§6: "Private makes it inaccessible"; "private assets are not
 * accessible without accessPrivateAsset on that asset"). A public asset: everyone with access to its site.
 * A private asset: a user whose site permissions include accessPrivateAsset (administrators hold every
 * permission), its uploader, a user assigned to it (asset_members, the assetMember role), or a member of a
 * user group assigned to it (asset_user_groups). Everyone else sees that it exists (title, type) but not its
 * content, thumbnail or file: search results mark it not accessible.
 */
export async function canSeeAssetContent(
  db: Database,
  access: SiteAccess,
  asset: Pick<Asset, 'assetId' | 'assetVisibility' | 'createdByUserId'>,
): Promise<boolean> {
  if (asset.assetVisibility !== 'Private' || access.permissions.accessPrivateAsset) return true;
  if (asset.createdByUserId === access.user.userId) return true;
  const [member] = await db
    .select({ assetId: assetMembers.assetId })
    .from(assetMembers)
    .where(and(eq(assetMembers.assetId, asset.assetId), eq(assetMembers.userId, access.user.userId)));
  if (member) return true;
  const [group] = await db
    .select({ assetId: assetUserGroups.assetId })
    .from(assetUserGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userGroupId, assetUserGroups.userGroupId))
    .where(and(eq(assetUserGroups.assetId, asset.assetId), eq(userGroupMembers.userId, access.user.userId)));
  return Boolean(group);
}

/**
 * The same rule as an SQL condition on a row with `asset_id` and `is_private` (alias `d`, e.g.
 * search_documents): true when the user may see that asset's content.
 */
export function contentVisibleCondition(access: SiteAccess, alias = 'd'): SQL {
  if (access.permissions.accessPrivateAsset) return sql`true`;
  const row = sql.raw(alias);
  const userId = access.user.userId;
  return sql`(not ${row}.is_private
    or exists (select 1 from assets a where a.asset_id = ${row}.asset_id and a.created_by_user_id = ${userId})
    or exists (select 1 from asset_members m where m.asset_id = ${row}.asset_id and m.user_id = ${userId})
    or exists (select 1 from asset_user_groups g join user_group_members u on u.user_group_id = g.user_group_id
               where g.asset_id = ${row}.asset_id and u.user_id = ${userId}))`;
}

/**
 * The same rule for a whole search: null when the user may see every asset's content on the site (the
 * accessPrivateAsset permission); otherwise the private assets whose content the user may see (uploader,
 * assigned member, member of an assigned user group). Public assets are visible either way.
 *
 * Read once per SiteAccess, which is made for each request (sites/site-access.ts): a search asks in its matching,
 * keyword and meaning steps, and gets the same answer. Never kept longer: assigning a member does not move the change
 * revision, so a later request reads again.
 */
export function privateAssetsVisibleTo(db: Database, access: SiteAccess): Promise<ReadonlySet<number> | null> {
  if (access.permissions.accessPrivateAsset) return Promise.resolve(null);
  let visible = visibleByAccess.get(access);
  if (!visible) {
    visible = readPrivateAssetsVisibleTo(db, access);
    visibleByAccess.set(access, visible);
    visible.catch(() => visibleByAccess.delete(access));
  }
  return visible;
}

const visibleByAccess = new WeakMap<SiteAccess, Promise<ReadonlySet<number>>>();

async function readPrivateAssetsVisibleTo(db: Database, access: SiteAccess): Promise<ReadonlySet<number>> {
  const userId = access.user.userId;
  const rows = await sqlRows<{ asset_id: number }>(
    db,
    sql`select d.asset_id from assets a join search_documents d on d.asset_id = a.asset_id where a.created_by_user_id = ${userId} and d.is_private
        union select asset_id from asset_members where user_id = ${userId}
        union select g.asset_id from asset_user_groups g join user_group_members u on u.user_group_id = g.user_group_id where u.user_id = ${userId}`,
  );
  return new Set(rows.map((row) => row.asset_id));
}

/**
 * The ids (of `assetIds`, all of the access's site) whose content the user may see: the rule of
 * contentVisibleCondition applied to the assets table in one query.
 */
export async function visibleAssetIds(
  db: Database,
  access: SiteAccess,
  assetIds: readonly number[],
): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const ids = sql.join(
    assetIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select d.asset_id from (select asset_id, asset_visibility = 'Private' as is_private from assets where asset_id in (${ids})) d
        where ${contentVisibleCondition(access)}`,
  )) as { rows: { asset_id: number }[] };
  return new Set(result.rows.map((row) => Number(row.asset_id)));
}
