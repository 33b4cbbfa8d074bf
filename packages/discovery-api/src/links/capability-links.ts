import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { capabilityLinks, capabilityLinkUses, users, type CapabilityLink } from '../db/schema/index.js';
import { displayName } from '../users/display-name.js';

/**
 * Capability links ("anyone with the link"): one module for every link that opens something by a secret in its
 * address, today collection share links (collections/share-links.ts) and public video links
 * (video/public-video-links.ts).
 *
 * - A token is 32 random bytes (256 bits), base64url (43 characters), shown once: in the answer that makes the link.
 * - Only its SHA-256 (hex) is stored, looked up through a unique index: whoever reads the table cannot rebuild a
 *   working link, and a hash lookup needs no constant-time comparison (the secret is never compared as such).
 * - A link works until it expires or is revoked (a revoked one keeps its first revocation); it goes with what it
 *   opens (the foreign keys cascade).
 * - Every opening is recorded (when, and by whom for a signed-in opener); the managers' lists show the uses.
 * - Who may make, list, revoke and open a link is the caller's rule (each purpose has its own); this module only
 *   keeps the links.
 */

/** What a link opens. */
export type LinkSubject =
  { purpose: 'collectionShare'; collectionId: number } | { purpose: 'publicVideo'; assetId: number };

/** A link as its managers see it: never its token. */
export interface LinkView {
  linkId: number;
  created: Date;
  expires: Date;
  revoked: Date | null;
  /** The name of the user who made it (empty when that user is gone). */
  createdBy: string;
  uses: number;
  lastUsed: Date | null;
}

/** A link just made, with the token that is never shown again. */
export interface MintedLink {
  link: LinkView;
  token: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a token looks like. Anything else is no token of ours and never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const ofSubject = (subject: LinkSubject): SQL =>
  subject.purpose === 'collectionShare'
    ? and(eq(capabilityLinks.purpose, 'collectionShare'), eq(capabilityLinks.collectionId, subject.collectionId))!
    : and(eq(capabilityLinks.purpose, 'publicVideo'), eq(capabilityLinks.assetId, subject.assetId))!;

/** A link still works: neither revoked nor expired (as SQL, for callers that join on links). */
export const linkIsLive = (): SQL => and(isNull(capabilityLinks.revoked), gt(capabilityLinks.expires, sql`now()`))!;

/** Whether a link works at this moment, and if not, why. */
export function linkState(link: Pick<CapabilityLink, 'revoked' | 'expires'>, now = Date.now()) {
  if (link.revoked) return 'revoked' as const;
  if (link.expires.getTime() <= now) return 'expired' as const;
  return 'live' as const;
}

async function viewsOf(db: Database, links: readonly CapabilityLink[]): Promise<LinkView[]> {
  if (links.length === 0) return [];
  const ids = links.map((link) => link.linkId);
  const used = new Map(
    (
      await db
        .select({ linkId: capabilityLinkUses.linkId, uses: count(), lastUsed: max(capabilityLinkUses.usedAt) })
        .from(capabilityLinkUses)
        .where(inArray(capabilityLinkUses.linkId, ids))
        .groupBy(capabilityLinkUses.linkId)
    ).map((row) => [row.linkId, row]),
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
    const uses = used.get(link.linkId);
    const creator = link.createdByUserId === null ? undefined : creators.get(link.createdByUserId);
    return {
      linkId: link.linkId,
      created: link.created,
      expires: link.expires,
      revoked: link.revoked,
      createdBy: creator ? displayName(creator) : '',
      uses: uses?.uses ?? 0,
      lastUsed: uses?.lastUsed ? new Date(uses.lastUsed) : null,
    };
  });
}

/** Makes a link to the subject that works for `days` days; the token is in the answer and nowhere else. */
export async function mintLink(db: Database, subject: LinkSubject, userId: number, days: number): Promise<MintedLink> {
  const token = randomBytes(32).toString('base64url');
  const [link] = await db
    .insert(capabilityLinks)
    .values({
      purpose: subject.purpose,
      collectionId: subject.purpose === 'collectionShare' ? subject.collectionId : null,
      assetId: subject.purpose === 'publicVideo' ? subject.assetId : null,
      tokenHash: hashToken(token),
      createdByUserId: userId,
      expires: new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  return { link: (await viewsOf(db, [link!]))[0]!, token };
}

/** The subject's links, oldest first: every one, or only those that still work. */
export async function listLinks(
  db: Database,
  subject: LinkSubject,
  { liveOnly }: { liveOnly: boolean },
): Promise<LinkView[]> {
  const links = await db
    .select()
    .from(capabilityLinks)
    .where(liveOnly ? and(ofSubject(subject), linkIsLive()) : ofSubject(subject))
    .orderBy(asc(capabilityLinks.created), asc(capabilityLinks.linkId));
  return viewsOf(db, links);
}

/** Revokes one of the subject's links; undefined when the id names no link of the subject. */
export async function revokeLink(db: Database, subject: LinkSubject, linkId: number): Promise<LinkView | undefined> {
  const [link] = await db
    .select()
    .from(capabilityLinks)
    .where(and(ofSubject(subject), eq(capabilityLinks.linkId, linkId)));
  if (!link) return undefined;
  if (link.revoked) return (await viewsOf(db, [link]))[0];
  const [revoked] = await db
    .update(capabilityLinks)
    .set({ revoked: new Date() })
    .where(eq(capabilityLinks.linkId, linkId))
    .returning();
  return (await viewsOf(db, [revoked!]))[0];
}

/** The link a token names, whatever its state (the caller tells revoked and expired apart); undefined when none. */
export async function findLink(
  db: Database,
  purpose: LinkSubject['purpose'],
  token: string,
): Promise<CapabilityLink | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [link] = await db
    .select()
    .from(capabilityLinks)
    .where(and(eq(capabilityLinks.purpose, purpose), eq(capabilityLinks.tokenHash, hashToken(token))));
  return link;
}

/** Records one opening of a link, by a signed-in user or (null) by someone anonymous. */
export async function recordLinkUse(db: Database, linkId: number, userId: number | null): Promise<void> {
  await db.insert(capabilityLinkUses).values({ linkId, userId });
}
