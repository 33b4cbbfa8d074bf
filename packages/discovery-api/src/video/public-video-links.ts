import { createHash, randomBytes } from 'node:crypto';
import {
  PUBLIC_VIDEO_MESSAGES,
  type CreatedPublicVideoLink,
  type PublicVideo,
  type PublicVideoLink,
} from '@portal/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayManageAccess } from '../assets/asset-acl.js';
import { SAS_LIFETIME_MS, signBlobSas } from '../blob/short-lived-sas.js';
import type { Database } from '../db/database.js';
import { assets, deploymentIndexes, publicVideoLinks, users, type Asset } from '../db/schema/index.js';
import { displayName } from '../documents/asset-facts.js';
import { requireAsset, type ReadableDocument } from '../documents/document-access.js';
import { HttpError } from '../http/http-error.js';
import { isVideoAsset } from '../uploader/video-indexing.js';

/**
 * Public video links (beyond the spec: /video?v=<token> plays one video for people outside the portal).
 *
 * - Made, listed and revoked by the asset's managers: the rule of assets/asset-acl.ts (its uploader, or
 *   editDeploymentIndex on its site); users of the site 403, others 404 as for an unknown asset.
 * - Made only for a video asset with a file (the checks of GET v2/videos/{id}/widget), never for a private or a
 *   confidential one. Listing and revoking stay open to the managers whatever the asset has become.
 * - The token is 32 random bytes (base64url), shown once; the table keeps its SHA-256 only, looked up through a
 *   unique index (a hash lookup needs no constant-time comparison: the secret is never compared as such).
 * - Opening (no sign-in) checks, at every call, that the link is neither revoked nor expired and that the asset is
 *   still a public, non-confidential video with a file; a deleted asset takes its links with it (404).
 *   The answer carries the title, the description, the MIME type and a read SAS of the one blob (10 minutes, never
 *   past the link's end), nothing else of the asset. A revoked link stops at once; a SAS already handed out works
 *   until it ends (at most 10 minutes). Views are not recorded: an interaction needs a user, and anonymous calls could inflate counts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a token looks like (base64url of 32 bytes). Anything else is no token of ours and never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const publicLinkNotFound = (id: number) => `No such public link: ${id}.`;

/** The stored form of a token: SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The asset (404 unknown or of a site the user cannot use) when the user manages it; 403 otherwise. */
export async function requireVideoLinkManager(
  app: FastifyInstance,
  request: FastifyRequest,
  assetId: number,
): Promise<ReadableDocument> {
  const found = await requireAsset(app, request, assetId);
  if (!mayManageAccess(found.access, found.asset)) throw new HttpError(403, PUBLIC_VIDEO_MESSAGES.notManager);
  return found;
}

/** Why this asset may not be shared by a public link now, or null when it may. */
function refusalOf(asset: Asset): { status: number; message: string } | null {
  if (!isVideoAsset(asset))
    return { status: 400, message: `The request is not valid: asset ${asset.assetId} is not a video.` };
  if (!asset.blobName)
    return { status: 400, message: `The request is not valid: asset ${asset.assetId} has no file yet.` };
  if (asset.assetVisibility === 'Private') return { status: 403, message: PUBLIC_VIDEO_MESSAGES.privateAsset };
  if (asset.isConfidential) return { status: 403, message: PUBLIC_VIDEO_MESSAGES.confidentialAsset };
  return null;
}

/** POST v2/videos/{id}/publicLinks: a new link valid for `days` (1 to 30, checked by the schema). */
export async function createPublicVideoLink(
  app: FastifyInstance,
  { asset, access }: ReadableDocument,
  days: number,
): Promise<CreatedPublicVideoLink> {
  const refusal = refusalOf(asset);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const token = randomBytes(32).toString('base64url');
  const [link] = await app.db
    .insert(publicVideoLinks)
    .values({
      assetId: asset.assetId,
      tokenHash: hashToken(token),
      createdByUserId: access.user.userId,
      expires: new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  return {
    linkId: link!.id,
    url: `${app.config.publicUrl}/video?v=${token}`,
    token,
    expiresOn: link!.expires.toISOString(),
  };
}

/** GET v2/videos/{id}/publicLinks: the links that still work (neither revoked nor expired), oldest first. */
export async function livePublicVideoLinks(db: Database, assetId: number): Promise<PublicVideoLink[]> {
  const rows = await db
    .select({ link: publicVideoLinks, creator: users })
    .from(publicVideoLinks)
    .leftJoin(users, eq(users.userId, publicVideoLinks.createdByUserId))
    .where(
      and(
        eq(publicVideoLinks.assetId, assetId),
        isNull(publicVideoLinks.revoked),
        gt(publicVideoLinks.expires, new Date()),
      ),
    )
    .orderBy(asc(publicVideoLinks.created), asc(publicVideoLinks.id));
  return rows.map(({ link, creator }) => ({
    id: link.id,
    created: link.created.toISOString(),
    expires: link.expires.toISOString(),
    createdBy: creator ? displayName(creator) : '',
  }));
}

/** DELETE v2/videos/{id}/publicLinks/{linkId}: revokes the link (404 for a link of another asset; a revoked one stays so). */
export async function revokePublicVideoLink(db: Database, assetId: number, linkId: number): Promise<void> {
  const [link] = await db
    .select({ id: publicVideoLinks.id, revoked: publicVideoLinks.revoked })
    .from(publicVideoLinks)
    .where(and(eq(publicVideoLinks.id, linkId), eq(publicVideoLinks.assetId, assetId)));
  if (!link) throw new HttpError(404, publicLinkNotFound(linkId));
  if (link.revoked) return;
  await db.update(publicVideoLinks).set({ revoked: new Date() }).where(eq(publicVideoLinks.id, linkId));
}

/**
 * GET public/videos/{token} (no sign-in): 404 for a token that names no link, 410 for a link revoked, expired, or
 * whose asset may no longer be shared (made private or confidential, no longer a video with a file); otherwise the
 * player's answer.
 */
export async function openPublicVideo(app: FastifyInstance, token: string): Promise<PublicVideo> {
  if (!TOKEN_SHAPE.test(token)) throw new HttpError(404, PUBLIC_VIDEO_MESSAGES.unknown);
  const [found] = await app.db
    .select({ link: publicVideoLinks, asset: assets, site: deploymentIndexes })
    .from(publicVideoLinks)
    .innerJoin(assets, eq(assets.assetId, publicVideoLinks.assetId))
    .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, assets.deploymentIndexId))
    .where(eq(publicVideoLinks.tokenHash, hashToken(token)));
  if (!found) throw new HttpError(404, PUBLIC_VIDEO_MESSAGES.unknown);
  const { link, asset, site } = found;
  if (link.revoked || link.expires.getTime() <= Date.now() || refusalOf(asset))
    throw new HttpError(410, PUBLIC_VIDEO_MESSAGES.gone);
  // The file's URL never outlives the link: at most 10 minutes, less when the link ends sooner.
  const sas = signBlobSas(app, {
    containerName: site.containerName,
    blobName: asset.blobName!,
    access: 'read',
    lifetimeMs: Math.min(SAS_LIFETIME_MS, link.expires.getTime() - Date.now()),
  });
  return {
    title: asset.title,
    description: asset.description,
    mimeType: asset.mimeType,
    durationSeconds: null,
    viewUrl: sas.sasUrl,
    expiresOn: sas.expiresOn.toISOString(),
    linkExpiresOn: link.expires.toISOString(),
    sharedFrom: site.name,
  };
}
