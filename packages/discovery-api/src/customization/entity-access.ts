import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assets, collections, groups, type entityType } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, type SiteAccess } from '../sites/site-access.js';

/** The owner kinds of customization sets, quick links and themes (the entity_type enum). */
export type EntityType = (typeof entityType.enumValues)[number];

/** `{type}` of `v2/{type}/…/customization…` (spec §7): the plural path segments. */
export const CUSTOMIZATION_PATH_TYPES = {
  deploymentIndexes: 'deploymentIndex',
  collections: 'collection',
  groups: 'group',
  assets: 'asset',
} as const satisfies Record<string, EntityType>;

/** `{type}` of `v2/{type}/quicklinks/…` (spec §7 shows the singular collection | group | deploymentIndex). */
export const QUICK_LINK_PATH_TYPES = {
  deploymentIndex: 'deploymentIndex',
  collection: 'collection',
  group: 'group',
} as const satisfies Record<string, EntityType>;

/** `{type}` of the theme paths: sites, collections and groups carry a theme (spec §3, §7). */
export const THEME_PATH_TYPES = {
  deploymentIndexes: 'deploymentIndex',
  collections: 'collection',
  groups: 'group',
} as const satisfies Record<string, EntityType>;

const listNames = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');

/** The entity type named by a path segment; 400 naming the allowed segments otherwise. */
export function entityTypeFromPath(allowed: Readonly<Record<string, EntityType>>, pathType: string): EntityType {
  if (!Object.hasOwn(allowed, pathType)) {
    throw new HttpError(400, `Unknown entity type '${pathType}': use ${listNames(Object.keys(allowed))}.`);
  }
  return allowed[pathType] as EntityType;
}

const ENTITY_LABELS: Record<EntityType, string> = {
  deploymentIndex: 'site',
  collection: 'collection',
  group: 'group',
  asset: 'asset',
};

/** The site an entity belongs to: a site is its own; collections, groups and assets carry deployment_index_id. */
export async function siteIdOfEntity(app: FastifyInstance, type: EntityType, id: number): Promise<number> {
  if (type === 'deploymentIndex') return id;
  const rows =
    type === 'collection'
      ? await app.db.select({ siteId: collections.deploymentIndexId }).from(collections).where(eq(collections.collectionId, id))
      : type === 'group'
        ? await app.db.select({ siteId: groups.deploymentIndexId }).from(groups).where(eq(groups.groupId, id))
        : await app.db.select({ siteId: assets.deploymentIndexId }).from(assets).where(eq(assets.assetId, id));
  const siteId = rows[0]?.siteId;
  if (siteId === undefined || siteId === null) throw new HttpError(404, `No such ${ENTITY_LABELS[type]}: ${id}.`);
  return siteId;
}

/** Reading an entity's customization, quick links or theme: access to the site it belongs to. */
export async function requireEntityRead(app: FastifyInstance, request: FastifyRequest, type: EntityType, id: number): Promise<SiteAccess> {
  return requireSiteAccess(app, request, await siteIdOfEntity(app, type, id));
}

/** Reading many entities at once: every one must exist and be on a site the user may use. */
export async function requireEntitiesRead(app: FastifyInstance, request: FastifyRequest, type: EntityType, ids: readonly number[]): Promise<void> {
  const siteIds = new Set<number>();
  for (const id of new Set(ids)) siteIds.add(await siteIdOfEntity(app, type, id));
  for (const siteId of siteIds) await requireSiteAccess(app, request, siteId);
}

/**
 * Changing an entity's customization, quick links or theme. A site's needs editDeploymentIndex on it.
 * Collections, groups and assets need access to their site. Their entity roles (owner/editor of a
 * collection or group, assetMember of an asset) are not checked here yet: they come with the
 * collections-and-groups work, and site access stays required then too.
 */
export async function requireEntityWrite(app: FastifyInstance, request: FastifyRequest, type: EntityType, id: number): Promise<SiteAccess> {
  const access = await requireEntityRead(app, request, type, id);
  if (type === 'deploymentIndex' && !access.permissions.editDeploymentIndex) {
    throw new HttpError(403, 'You may not change this site: it needs the editDeploymentIndex permission.');
  }
  return access;
}
