import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  keysetWindow,
  textKey,
  timestampKey,
  type KeysetKey,
  type KeysetPage,
  type KeysetRequest,
  type SortDirection,
} from '../db/keyset-page.js';
import { assets, type Asset } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { hasContentType } from './asset-content-types.js';
import { contentVisibleCondition } from './asset-visibility.js';

/**
 * Pages of the assets of every site a user can use (the GraphQL `assets`, latest uploads and new cases lists),
 * ordered, filtered and read a page at a time by keyset (db/keyset-page.ts). Like the REST lists of documents
 * (search results, POST v2/assets/listDetails), a private asset the user may not open is listed with isAccessible
 * false (the caller withholds its content), never hidden; who may open one is the rule of assets/asset-visibility.ts.
 * Assets of sites the user cannot use are never read.
 */

export const ASSET_ORDER_FIELDS = ['created', 'updated', 'title', 'publishedDate'] as const;
export type AssetOrderField = (typeof ASSET_ORDER_FIELDS)[number];

/**
 * The ordering keys. A published date is not always set: those without one are placed by their upload date, so the
 * list has no gap of undated assets at either end (and a key is never null, which keyset paging needs).
 */
const ORDER_KEYS: Record<AssetOrderField, KeysetKey> = {
  created: timestampKey(assets.created),
  updated: timestampKey(assets.updated),
  title: textKey(sql`lower(${assets.title})`),
  publishedDate: timestampKey(sql`coalesce(${assets.publishedDate}, ${assets.created})`),
};

export const orderKeyOf = (field: AssetOrderField) => ORDER_KEYS[field];

export interface AssetFilter {
  /** One site; a site the user cannot use lists nothing (it reveals nothing about that site). */
  deploymentIndexId?: number;
  /** Any of these content types (asset-content-types.ts). */
  contentTypes?: readonly string[];
  /** Uploaded by this user: matches only assets the user may open (the uploader of the others is withheld). */
  createdByUserId?: number;
  /** Uploaded at or after. */
  createdFrom?: Date;
  /** Uploaded before. */
  createdBefore?: Date;
  /** The title holds this text, in any case. */
  titleContains?: string;
  /** Only assets whose search record is made (what search and the home page's streams list): no upload still in processing. */
  indexedOnly?: boolean;
}

export interface AssetListItem {
  asset: Asset;
  isAccessible: boolean;
  /** The row's ordering key (db/keyset-page.ts KeysetPosition). */
  key: string;
}

/**
 * True for an asset whose content the user may see, over every site of `accesses` at once: public assets, every
 * asset of a site where the user holds accessPrivateAsset, and otherwise asset-visibility.ts's rule for a user
 * without that permission, which depends on the user alone (uploader, assigned member, member of an assigned
 * user group), so one condition serves all those sites.
 */
function accessibleCondition(accesses: readonly SiteAccess[]): SQL {
  const restricted = accesses.find((access) => !access.permissions.accessPrivateAsset);
  if (!restricted) return sql`true`;
  const openSites = accesses
    .filter((access) => access.permissions.accessPrivateAsset)
    .map((access) => access.site.deploymentIndexId);
  const openSite = openSites.length ? sql` or ${inArray(assets.deploymentIndexId, openSites)}` : sql``;
  return sql`(${assets.assetVisibility} <> 'Private'${openSite}
    or exists (select 1 from (select ${assets.assetId} as asset_id, true as is_private) v
               where ${contentVisibleCondition(restricted, 'v')}))`;
}

function filterConditions(filter: AssetFilter, accessible: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (filter.contentTypes) conditions.push(hasContentType(filter.contentTypes));
  if (filter.createdByUserId !== undefined)
    conditions.push(and(eq(assets.createdByUserId, filter.createdByUserId), accessible)!);
  if (filter.createdFrom) conditions.push(gte(assets.created, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(assets.created, filter.createdBefore));
  if (filter.titleContains)
    conditions.push(sql`position(lower(${filter.titleContains}) in lower(${assets.title})) > 0`);
  if (filter.indexedOnly)
    conditions.push(sql`exists (select 1 from search_documents d where d.asset_id = ${assets.assetId})`);
  return conditions;
}

/** One page of the assets the user may know about: one query, and a count of the list when a total or a far-side flag is asked for. */
export async function listAssetPage(
  db: Database,
  options: {
    /** The user's access to each site they can use (sites/usable-site-accesses.ts). */
    accesses: ReadonlyMap<number, SiteAccess>;
    filter: AssetFilter;
    order: { field: AssetOrderField; direction: SortDirection };
    page: KeysetRequest;
  },
): Promise<KeysetPage<AssetListItem>> {
  const { filter } = options;
  const sites = [...options.accesses.values()].filter(
    (access) => filter.deploymentIndexId === undefined || access.site.deploymentIndexId === filter.deploymentIndexId,
  );
  const order = { key: ORDER_KEYS[options.order.field], id: assets.assetId, direction: options.order.direction };
  const window = keysetWindow(order, options.page);
  if (sites.length === 0) return window.page([], async () => ({ total: 0, outside: 0 }));

  const accessible = accessibleCondition(sites);
  const listed = and(
    inArray(
      assets.deploymentIndexId,
      sites.map((access) => access.site.deploymentIndexId),
    ),
    ...filterConditions(filter, accessible),
  );
  const rows = await db
    .select({ asset: assets, isAccessible: sql<boolean>`${accessible}`, key: order.key.text })
    .from(assets)
    .where(and(listed, window.where))
    .orderBy(...window.orderBy)
    .limit(window.limit);
  return window.page(
    rows.map((row) => ({ ...row, key: String(row.key), isAccessible: Boolean(row.isAccessible) })),
    async () => {
      const [counts] = await db.select({ total: count(), outside: window.outside }).from(assets).where(listed);
      return counts ?? { total: 0, outside: 0 };
    },
  );
}
