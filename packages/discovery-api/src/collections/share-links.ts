import { ACCESS_MESSAGES, SHARE_LINK_MESSAGES, type OpenedShareLink, type ShareLink } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { collections, type Collection } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import {
  findLink,
  linkState,
  listLinks,
  mintLink,
  recordLinkUse,
  revokeLink,
  type LinkSubject,
  type LinkView,
} from '../links/capability-links.js';
import { requireSiteAccess } from '../sites/site-access.js';
import { requireCollectionRead, type VisibleCollection } from './collection-access.js';

/**
 * A collection's share links (issue 19, beyond the spec), kept as capability links (links/capability-links.ts): made,
 * listed and revoked by the collection's owners (its creator and the users with the collectionOwner role) and the site's
 * administrators; editors, viewers and everyone else get 403 (a collection they may not see: 404 as usual). A link
 * expires after 1 to 90 days; its token is shown once, in the answer that makes it. Any signed-in user with access to
 * the collection's site may open a link that is neither expired (410) nor revoked (410); each opening is recorded, and
 * from then on, while the link stays valid, the user may read the collection (entities/entity-access.ts, never change
 * it).
 */

export const shareLinkNotFound = (id: number) => `No such share link: ${id}.`;

/** The collection, if the user owns it or administers its site: 404 when they may not see it, 403 otherwise. */
export async function requireCollectionOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VisibleCollection> {
  const visible = await requireCollectionRead(app, request, id);
  if (!visible.canDelete) throw new HttpError(403, ACCESS_MESSAGES.shareLinksDenied);
  return visible;
}

const subjectOf = (collection: Collection): LinkSubject => ({
  purpose: 'collectionShare',
  collectionId: collection.collectionId,
});

const toShareLink = (collection: Collection, link: LinkView, token?: string): ShareLink => ({
  shareLinkId: link.linkId,
  collectionId: collection.collectionId,
  ...(token === undefined ? {} : { token }),
  createdBy: link.createdBy,
  created: link.created.toISOString(),
  expires: link.expires.toISOString(),
  revoked: link.revoked ? link.revoked.toISOString() : null,
  uses: link.uses,
  lastUsed: link.lastUsed ? link.lastUsed.toISOString() : null,
});

/** GET v2/collections/{id}/shareLinks: every link of the collection, oldest first, without their tokens. */
export async function listShareLinks(db: Database, collection: Collection): Promise<ShareLink[]> {
  const links = await listLinks(db, subjectOf(collection), { liveOnly: false });
  return links.map((link) => toShareLink(collection, link));
}

/** POST v2/collections/{id}/shareLinks: a new link, valid for the days given (1 to 90, checked by the schema). */
export async function createShareLink(
  db: Database,
  userId: number,
  collection: Collection,
  expiresInDays: number,
): Promise<ShareLink> {
  const { link, token } = await mintLink(db, subjectOf(collection), userId, expiresInDays);
  return toShareLink(collection, link, token);
}

/** DELETE v2/collections/{id}/shareLinks/{shareLinkId}: revokes the link (a revoked one keeps its first revocation). */
export async function revokeShareLink(db: Database, collection: Collection, shareLinkId: number): Promise<ShareLink> {
  const link = await revokeLink(db, subjectOf(collection), shareLinkId);
  if (!link) throw new HttpError(404, shareLinkNotFound(shareLinkId));
  return toShareLink(collection, link);
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
  const link = await findLink(app.db, 'collectionShare', token);
  const [collection] = link?.collectionId
    ? await app.db.select().from(collections).where(eq(collections.collectionId, link.collectionId))
    : [];
  if (!link || !collection) throw new HttpError(404, SHARE_LINK_MESSAGES.unknown);
  const access = await requireSiteAccess(app, request, collection.deploymentIndexId);
  const state = linkState(link);
  if (state !== 'live') throw new HttpError(410, SHARE_LINK_MESSAGES[state]);
  await recordLinkUse(app.db, link.linkId, access.user.userId);
  return {
    collectionId: collection.collectionId,
    deploymentIndexId: collection.deploymentIndexId,
    name: collection.name,
  };
}
