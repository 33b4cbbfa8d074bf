import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import { canSeeCollection, notFoundMessage as collectionNotFound } from '../collections/collection-access.js';
import { requireVisibleGroupOnSite } from '../groups/group-access.js';
import { assets, collections, groups, type Asset, type EntityType } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from '../sites/site-access.js';
import { mayEditAsset } from '../assets/asset-access.js';
import { changes, idsWhere } from '../entities/entity-access.js';

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

/**
 * The entity type named by a path segment; 400 naming the allowed segments otherwise.
 * Spec §5 has an unknown entity type logged and given no endpoint; here the front ends build these paths from typed
 * entity kinds only, so they cannot name one, and the server answers any caller that does with this 400.
 */
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

/** What the access rules read of an entity: its site, its creator and, for an asset, its visibility. */
interface EntityFacts {
  siteId: number;
  createdByUserId: number | null;
  assetVisibility: Asset['assetVisibility'] | null;
}

/** A site is its own; collections, groups and assets carry deployment_index_id. 404 for an unknown entity. */
async function entityFacts(app: FastifyInstance, type: EntityType, id: number): Promise<EntityFacts> {
  if (type === 'deploymentIndex') return { siteId: id, createdByUserId: null, assetVisibility: null };
  const rows =
    type === 'collection'
      ? await app.db
          .select({ siteId: collections.deploymentIndexId, createdByUserId: collections.createdByUserId })
          .from(collections)
          .where(eq(collections.collectionId, id))
      : type === 'group'
        ? await app.db
            .select({ siteId: groups.deploymentIndexId, createdByUserId: groups.createdByUserId })
            .from(groups)
            .where(eq(groups.groupId, id))
        : await app.db
            .select({
              siteId: assets.deploymentIndexId,
              createdByUserId: assets.createdByUserId,
              assetVisibility: assets.assetVisibility,
            })
            .from(assets)
            .where(eq(assets.assetId, id));
  const row = rows[0];
  if (!row) throw new HttpError(404, `No such ${ENTITY_LABELS[type]}: ${id}.`);
  return { assetVisibility: null, ...row };
}

/**
 * The caller's access to the entity's site. A collection, group or asset of a site the caller may not use answers 404
 * like an unknown id (as the collections, groups and asset calls do), so its id cannot be probed; a site named by its
 * own id answers the site's refusal (403).
 */
async function entitySiteAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  type: EntityType,
  id: number,
  entity: EntityFacts,
): Promise<SiteAccess> {
  if (type === 'deploymentIndex') return requireSiteAccess(app, request, entity.siteId);
  const access = await usableSiteAccess(app, request, entity.siteId);
  if (!access) throw new HttpError(404, `No such ${ENTITY_LABELS[type]}: ${id}.`);
  return access;
}

/**
 * An entity's customization is part of it: a private asset's only for those who may open the asset, a
 * confidential collection's or group's only for its members (and the site's administrators). A hidden
 * collection or group answers like an unknown one, so ids cannot be probed.
 */
async function requireVisibleEntity(
  app: FastifyInstance,
  access: SiteAccess,
  type: EntityType,
  id: number,
  entity: EntityFacts,
): Promise<void> {
  if (type === 'collection') {
    if (!(await canSeeCollection(app.db, access, id))) throw new HttpError(404, collectionNotFound(id));
  } else if (type === 'group') {
    await requireVisibleGroupOnSite(app.db, access, id);
  } else if (entity.assetVisibility !== null) {
    const asset = { assetId: id, assetVisibility: entity.assetVisibility, createdByUserId: entity.createdByUserId };
    if (!(await canSeeAssetContent(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  }
}

/** Reading an entity's customization, quick links or theme: access to its site, and leave to see the entity itself. */
export async function requireEntityRead(
  app: FastifyInstance,
  request: FastifyRequest,
  type: EntityType,
  id: number,
): Promise<SiteAccess> {
  const entity = await entityFacts(app, type, id);
  const access = await entitySiteAccess(app, request, type, id, entity);
  await requireVisibleEntity(app, access, type, id, entity);
  return access;
}

/** Reading many entities at once: every one must exist, be on a site the user may use and be one they may see. */
export async function requireEntitiesRead(
  app: FastifyInstance,
  request: FastifyRequest,
  type: EntityType,
  ids: readonly number[],
): Promise<void> {
  const entities = new Map<number, EntityFacts>();
  for (const id of new Set(ids)) entities.set(id, await entityFacts(app, type, id));
  const accessBySite = new Map<number, SiteAccess>();
  for (const [id, entity] of entities) {
    let access = accessBySite.get(entity.siteId);
    if (!access) {
      access = await entitySiteAccess(app, request, type, id, entity);
      accessBySite.set(entity.siteId, access);
    }
    await requireVisibleEntity(app, access, type, id, entity);
  }
}

const WRITE_DENIED: Record<Exclude<EntityType, 'deploymentIndex'>, string> = {
  asset: "Only the asset's uploader and the site's administrators may change its customization.",
  collection:
    "Only the collection's owners and editors and the site's administrators may change its customization, quick links and theme.",
  group:
    "Only the group's owners and editors and the site's administrators may change its customization, quick links and theme.",
};

/**
 * Changing an entity's customization, quick links or theme. A site's: the roles that may customize it (the role
 * table's site.customize: site administrators and editors, portal administrators). An asset's: those who may edit it
 * (assets/asset-access.ts mayEditAsset) and may open it. A collection's or group's: those who may change it
 * (entities/entity-access.ts: its creator, owners and editors, and changeAny). An assigned asset member, a collection
 * or group viewer and a member of a user group given access may see the entity but not change it: user-group access
 * carries no role. Everyone else with access to the site gets 403 (404 for a collection or group they may not see).
 */
export async function requireEntityWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  type: EntityType,
  id: number,
): Promise<SiteAccess> {
  const entity = await entityFacts(app, type, id);
  const access = await entitySiteAccess(app, request, type, id, entity);
  if (type === 'deploymentIndex') {
    if (access.abilities.site.has('customize')) return access;
    throw new HttpError(403, 'You may not change this site: it needs the editDeploymentIndex permission.');
  }
  // A confidential collection or group the caller may not see answers 404, like an unknown one.
  if (type !== 'asset') await requireVisibleEntity(app, access, type, id, entity);
  const allowed =
    type === 'asset'
      ? mayEditAsset(access, entity) &&
        (await canSeeAssetContent(app.db, access, { assetId: id, ...entity, assetVisibility: entity.assetVisibility! }))
      : (await idsWhere(app.db, type, [id], changes(app.db, type, access))).has(id);
  if (allowed) return access;
  throw new HttpError(403, WRITE_DENIED[type]);
}
