import { randomBytes } from 'node:crypto';
import { SHARE_LINK_MESSAGES, type OpenedShareLink, type ShareLink } from '@portal/contracts';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  collections,
  collectionShareLinks,
  collectionShareLinkUses,
  users,
  type Collection,
  type CollectionShareLink,
} from '../db/schema/index.js';
import { displayName } from '../documents/asset-facts.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess } from '../sites/site-access.js';
import { requireCollectionRead, type VisibleCollection } from './collection-access.js';

/**
 * A collection's share links (issue 19, beyond the spec): made, listed and revoked by the collection's owners (its
 * creator and the users with the collectionOwner role) and the site's administrators; editors, viewers and everyone
 * else get 403 (a collection they may not see: 404 as usual). A link is a secret token (32 random bytes, base64url)
 * that expires after 1 to 90 days. Any signed-in user with access to the collection's site may open a link that is
 * neither expired (410) nor revoked (410); each opening is recorded, and from then on, while the link stays valid,
 * the user may read the collection (collection-access.ts, never change it).
 */

export const SHARE_LINKS_DENIED =
  "Only the collection's owners and the site's administrators may manage its share links.";
export const shareLinkNotFound = (id: number) => `No such share link: ${id}.`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a token may hold: base64url (anything else is no token of ours, and never reaches the database). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/** The collection, if the user owns it or administers its site: 404 when they may not see it, 403 otherwise. */
export async function requireCollectionOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id);
  if (!visible.canDelete) throw new HttpError(403, SHARE_LINKS_DENIED);
  return visible;
}

async function toShareLinks(db: Database, links: readonly CollectionShareLink[]): Promise<ShareLink[]> {
  if (links.length === 0) return [];
  const ids = links.map((link) => link.shareLinkId);
  const uses = new Map(
    (
      await db
        .select({
          id: collectionShareLinkUses.shareLinkId,
          uses: count(),
          lastUsed: max(collectionShareLinkUses.usedAt),
        })
        .from(collectionShareLinkUses)
        .where(inArray(collectionShareLinkUses.shareLinkId, ids))
        .groupBy(collectionShareLinkUses.shareLinkId)
    ).map((row) => [row.id, row]),
  );
  const creatorIds = [
    ...new Set(links.flatMap((link) => (link.createdByUserId === null ? [] : [link.createdByUserId]))),
  ];
  const creators = new Map(
    (creatorIds.length ? await db.select().from(users).where(inArray(users.userId, creatorIds)) : []).map((user) => [
      user.userId,
      user,
    ]),
  );
  return links.map((link) => {
    const used = uses.get(link.shareLinkId);
    const creator = link.createdByUserId === null ? undefined : creators.get(link.createdByUserId);
    const lastUsed = used?.lastUsed ? new Date(used.lastUsed) : null;
    return {
      shareLinkId: link.shareLinkId,
      collectionId: link.collectionId,
      token: link.token,
      createdBy: creator ? displayName(creator) : '',
      created: link.created.toISOString(),
      expires: link.expires.toISOString(),
      revoked: link.revoked ? link.revoked.toISOString() : null,
      uses: used?.uses ?? 0,
      lastUsed: lastUsed ? lastUsed.toISOString() : null,
    };
  });
}

/** GET v2/collections/{id}/shareLinks: every link of the collection, oldest first. */
export async function listShareLinks(db: Database, collection: Collection): Promise<ShareLink[]> {
  const links = await db
    .select()
    .from(collectionShareLinks)
    .where(eq(collectionShareLinks.collectionId, collection.collectionId))
    .orderBy(asc(collectionShareLinks.created), asc(collectionShareLinks.shareLinkId));
  return toShareLinks(db, links);
}

/** POST v2/collections/{id}/shareLinks: a new link, valid for the days given (1 to 90, checked by the schema). */
export async function createShareLink(
  db: Database,
  userId: number,
  collection: Collection,
  expiresInDays: number,
): Promise<ShareLink> {
  const [link] = await db
    .insert(collectionShareLinks)
    .values({
      collectionId: collection.collectionId,
      token: randomBytes(32).toString('base64url'),
      createdByUserId: userId,
      expires: new Date(Date.now() + expiresInDays * DAY_MS),
    })
    .returning();
  return (await toShareLinks(db, [link!]))[0]!;
}

/** DELETE v2/collections/{id}/shareLinks/{shareLinkId}: revokes the link (a revoked one keeps its first revocation). */
export async function revokeShareLink(db: Database, collection: Collection, shareLinkId: number): Promise<ShareLink> {
  const [link] = await db
    .select()
    .from(collectionShareLinks)
    .where(
      and(
        eq(collectionShareLinks.shareLinkId, shareLinkId),
        eq(collectionShareLinks.collectionId, collection.collectionId),
      ),
    );
  if (!link) throw new HttpError(404, shareLinkNotFound(shareLinkId));
  if (link.revoked) return (await toShareLinks(db, [link]))[0]!;
  const [revoked] = await db
    .update(collectionShareLinks)
    .set({ revoked: new Date() })
    .where(eq(collectionShareLinks.shareLinkId, shareLinkId))
    .returning();
  return (await toShareLinks(db, [revoked!]))[0]!;
}

/**
 * POST v2/collections/shareLinks/{token}/open: 404 for an unknown token; the refusal of requireSiteAccess for a
 * user without the collection's site; 410 for a revoked or expired link; otherwise records the use.
 */
export async function openShareLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<OpenedShareLink> {
  if (!TOKEN_SHAPE.test(token)) throw new HttpError(404, SHARE_LINK_MESSAGES.unknown);
  const [found] = await app.db
    .select({ link: collectionShareLinks, collection: collections })
    .from(collectionShareLinks)
    .innerJoin(collections, eq(collections.collectionId, collectionShareLinks.collectionId))
    .where(eq(collectionShareLinks.token, token));
  if (!found) throw new HttpError(404, SHARE_LINK_MESSAGES.unknown);
  const { link, collection } = found;
  const access = await requireSiteAccess(app, request, collection.deploymentIndexId);
  if (link.revoked) throw new HttpError(410, SHARE_LINK_MESSAGES.revoked);
  if (link.expires.getTime() <= Date.now()) throw new HttpError(410, SHARE_LINK_MESSAGES.expired);
  await app.db.insert(collectionShareLinkUses).values({ shareLinkId: link.shareLinkId, userId: access.user.userId });
  return {
    collectionId: collection.collectionId,
    deploymentIndexId: collection.deploymentIndexId,
    name: collection.name,
  };
}
