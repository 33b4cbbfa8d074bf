import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';
import {
  PUBLIC_VIDEO_LINK_DEFAULT_DAYS,
  PUBLIC_VIDEO_LINK_MAX_DAYS,
  PUBLIC_VIDEO_LINK_MIN_DAYS,
} from '../rules/public-video-links.js';

/**
 * Public video links (beyond the spec, which only says the /video screen needs no sign-in): `/video?v=<token>` plays
 * one video asset for people outside the portal, like an "anyone with the link" video link. The asset's managers (its
 * uploader and the users with editDeploymentIndex on its site) make, list and revoke them; a link lives 1 to 30 days.
 * Never for a private or confidential asset. The server stores only a hash of the token, so the token is shown once,
 * when the link is made.
 */

/** POST v2/videos/{id}/publicLinks body. */
export const CreatePublicVideoLinkRequest = Type.Object(
  {
    days: Type.Integer({
      minimum: PUBLIC_VIDEO_LINK_MIN_DAYS,
      maximum: PUBLIC_VIDEO_LINK_MAX_DAYS,
      default: PUBLIC_VIDEO_LINK_DEFAULT_DAYS,
      description: 'How long the link works: 1 to 30 days (default 7).',
    }),
  },
  { title: 'CreatePublicVideoLinkRequest', additionalProperties: false },
);
export type CreatePublicVideoLinkRequest = Static<typeof CreatePublicVideoLinkRequest>;

/** POST v2/videos/{id}/publicLinks answer: the link, with its token — the only time the token is ever shown. */
export const CreatedPublicVideoLink = Type.Object(
  {
    linkId: Type.Integer(),
    url: Type.String({ description: '{publicUrl}/video?v={token}' }),
    token: Type.String({ description: 'The secret part of the link. The server keeps only its hash.' }),
    expiresOn: Type.String({ format: 'date-time' }),
  },
  { title: 'CreatedPublicVideoLink' },
);
export type CreatedPublicVideoLink = Static<typeof CreatedPublicVideoLink>;

/** A live public link as the asset's managers see it (GET v2/videos/{id}/publicLinks): never its token. */
export const PublicVideoLink = Type.Object(
  {
    id: Type.Integer(),
    created: Type.String({ format: 'date-time' }),
    expires: Type.String({ format: 'date-time' }),
    createdBy: Type.String({ description: 'The name of the user who made the link (empty when that user is gone).' }),
    uses: Type.Integer({ description: 'How many times the link has been opened.' }),
    lastUsed: NullableString,
  },
  { title: 'PublicVideoLink' },
);
export type PublicVideoLink = Static<typeof PublicVideoLink>;

export const PublicVideoLinks = Type.Array(PublicVideoLink, { title: 'PublicVideoLinks' });
export type PublicVideoLinks = Static<typeof PublicVideoLinks>;

/**
 * GET public/videos/{token} answer (no sign-in): what the public player shows, and nothing else of the asset. The
 * file plays through a 10-minute read SAS of its one blob (`viewUrl`, until `expiresOn`); the page asks again for a
 * fresh one. `linkExpiresOn` is when the link itself stops working; `sharedFrom` the name of the site it comes from.
 */
export const PublicVideo = Type.Object(
  {
    title: Type.String(),
    description: NullableString,
    mimeType: NullableString,
    durationSeconds: Type.Union([Type.Number(), Type.Null()], {
      description: 'Null: the portal does not know the duration (the player reads it from the file).',
    }),
    viewUrl: Type.String(),
    expiresOn: Type.String({ format: 'date-time', description: 'When viewUrl stops working.' }),
    linkExpiresOn: Type.String({ format: 'date-time', description: 'When the link stops working.' }),
    sharedFrom: Type.String({ description: 'The name of the site the video is shared from.' }),
  },
  { title: 'PublicVideo' },
);
export type PublicVideo = Static<typeof PublicVideo>;
