import {
  PUBLIC_VIDEO_MESSAGES,
  type CreatedPublicVideoLink,
  type PublicVideo,
  type PublicVideoLink,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayManageAccess } from '../assets/asset-acl.js';
import { requireAsset, type ReadableAsset } from '../assets/asset-access.js';
import { SAS_LIFETIME_MS, signBlobSas } from '../blob/short-lived-sas.js';
import type { Database } from '../db/database.js';
import { assets, deploymentIndexes, type Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { findLink, linkState, listLinks, mintLink, recordLinkUse, revokeLink } from '../links/capability-links.js';
import { isVideoAsset } from './video-indexing.js';

/**
 * Public video links (beyond the spec: /video?v=<token> plays one video for people outside the portal), kept as
 * capability links (links/capability-links.ts: a 256-bit token shown once, only its hash stored, every use recorded).
 *
 * - Made, listed and revoked by the asset's managers: the rule of assets/asset-acl.ts (its uploader, the site's
 *   administrators, portal administrators); users of the site 403, others 404 as for an unknown asset.
 * - Made only for a video asset with a file (the checks of GET v2/videos/{id}/widget), never for a private or a
 *   confidential one. Listing and revoking stay open to the managers whatever the asset has become.
 * - Opening (no sign-in) checks, at every call, that the link is neither revoked nor expired and that the asset is
 *   still a public, non-confidential video with a file; a deleted asset takes its links with it (404).
 *   The answer carries the title, the description, the MIME type and a read SAS of the one blob (10 minutes, never
 *   past the link's end), nothing else of the asset. A revoked link stops at once; a SAS already handed out works
 *   until it ends (at most 10 minutes). Each opening is recorded as a use of the link (anonymous), not as a view of
 *   the asset: an interaction needs a user, and anonymous calls would inflate the asset's counts.
 */

export const publicLinkNotFound = (id: number) => `No such public link: ${id}.`;

/** The asset (404 unknown or of a site the user cannot use) when the user manages it; 403 otherwise. */
export async function requireVideoLinkManager(
  app: FastifyInstance,
  request: FastifyRequest,
  assetId: number,
): Promise<ReadableAsset> {
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
  { asset, access }: ReadableAsset,
  days: number,
): Promise<CreatedPublicVideoLink> {
  const refusal = refusalOf(asset);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const { link, token } = await mintLink(
    app.db,
    { purpose: 'publicVideo', assetId: asset.assetId },
    access.user.userId,
    days,
  );
  return {
    linkId: link.linkId,
    url: `${app.config.publicUrl}/video?v=${token}`,
    token,
    expiresOn: link.expires.toISOString(),
  };
}

/** GET v2/videos/{id}/publicLinks: the links that still work (neither revoked nor expired), oldest first. */
export async function livePublicVideoLinks(db: Database, assetId: number): Promise<PublicVideoLink[]> {
  const links = await listLinks(db, { purpose: 'publicVideo', assetId }, { liveOnly: true });
  return links.map((link) => ({
    id: link.linkId,
    created: link.created.toISOString(),
    expires: link.expires.toISOString(),
    createdBy: link.createdBy,
    uses: link.uses,
    lastUsed: link.lastUsed ? link.lastUsed.toISOString() : null,
  }));
}

/** DELETE v2/videos/{id}/publicLinks/{linkId}: revokes the link (404 for a link of another asset; a revoked one stays so). */
export async function revokePublicVideoLink(db: Database, assetId: number, linkId: number): Promise<void> {
  if (!(await revokeLink(db, { purpose: 'publicVideo', assetId }, linkId)))
    throw new HttpError(404, publicLinkNotFound(linkId));
}

/**
 * GET public/videos/{token} (no sign-in): 404 for a token that names no link, 410 for a link revoked, expired, or
 * whose asset may no longer be shared (made private or confidential, no longer a video with a file); otherwise the
 * player's answer.
 */
export async function openPublicVideo(app: FastifyInstance, token: string): Promise<PublicVideo> {
  const link = await findLink(app.db, 'publicVideo', token);
  const [found] = link?.assetId
    ? await app.db
        .select({ asset: assets, site: deploymentIndexes })
        .from(assets)
        .innerJoin(deploymentIndexes, eq(deploymentIndexes.deploymentIndexId, assets.deploymentIndexId))
        .where(eq(assets.assetId, link.assetId))
    : [];
  if (!link || !found) throw new HttpError(404, PUBLIC_VIDEO_MESSAGES.unknown);
  const { asset, site } = found;
  if (linkState(link) !== 'live' || refusalOf(asset)) throw new HttpError(410, PUBLIC_VIDEO_MESSAGES.gone);
  await recordLinkUse(app.db, link.linkId, null);
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
