import { Type, type Static } from 'typebox';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS } from './collection-sharing-rules.js';
import { NullableString } from './schema-kit.js';

/**
 * Sharing a collection or group (issue 19 item 7, beyond the spec as the best asset portals do): with named users
 * and user groups of the site, who each get a notification, and — for a collection — through a link with an expiry
 * that lets a signed-in user of the same site who is not a member open it read-only. Links are listed and revoked
 * by the collection's owners (and the site's administrators); every use is recorded.
 */

/** POST v2/collections/{id}/share and POST v2/groups/{id}/share body: who to share with (viewers), and a note. */
export const ShareRequest = Type.Object(
  {
    userIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, default: [] }),
    userGroupIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, default: [] }),
    message: Type.Optional(Type.String({ maxLength: 1000, description: 'Put into the notification each one gets.' })),
  },
  { title: 'ShareRequest' },
);
export type ShareRequest = Static<typeof ShareRequest>;

/** The share answer: who was added (those already members are left as they were) and how many were notified. */
export const ShareResult = Type.Object(
  {
    addedUserIds: Type.Array(Type.Integer()),
    addedUserGroupIds: Type.Array(Type.Integer()),
    notifiedUsers: Type.Integer({ description: 'Users who got a notification (user groups count each member).' }),
  },
  { title: 'ShareResult' },
);
export type ShareResult = Static<typeof ShareResult>;

/** POST v2/collections/{id}/shareLinks body. */
export const CreateShareLinkRequest = Type.Object(
  {
    expiresInDays: Type.Integer({
      minimum: SHARE_LINK_MIN_DAYS,
      maximum: SHARE_LINK_MAX_DAYS,
      default: SHARE_LINK_DEFAULT_DAYS,
      description: '1 to 90 days.',
    }),
  },
  { title: 'CreateShareLinkRequest' },
);
export type CreateShareLinkRequest = Static<typeof CreateShareLinkRequest>;

/** A collection's share link as its owners see it (GET/POST v2/collections/{id}/shareLinks); its token only when made. */
export const ShareLink = Type.Object(
  {
    shareLinkId: Type.Integer(),
    collectionId: Type.Integer(),
    token: Type.Optional(
      Type.String({
        description:
          'The secret part of the link, /sites/{indexId}/collections/link/{token}: only in the answer that makes the link (the server keeps only its hash).',
      }),
    ),
    createdBy: Type.String({ description: 'The name of the user who made the link.' }),
    created: Type.String({ format: 'date-time' }),
    expires: Type.String({ format: 'date-time' }),
    revoked: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    uses: Type.Integer({ description: 'How many times the link has been opened.' }),
    lastUsed: NullableString,
  },
  { title: 'ShareLink' },
);
export type ShareLink = Static<typeof ShareLink>;

export const ShareLinks = Type.Array(ShareLink, { title: 'ShareLinks' });
export type ShareLinks = Static<typeof ShareLinks>;

/**
 * POST v2/collections/shareLinks/{token}/open answer: the collection the link opens. Opening records a use; from
 * then on, while the link is neither expired nor revoked, the user may read the collection (never change it).
 */
export const OpenedShareLink = Type.Object(
  { collectionId: Type.Integer(), deploymentIndexId: Type.Integer(), name: Type.String() },
  { title: 'OpenedShareLink' },
);
export type OpenedShareLink = Static<typeof OpenedShareLink>;
