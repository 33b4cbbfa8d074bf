/** Share links' limits and messages, schema-free so a front end may import them at run time (see collection-sharing.ts). */

/** The shortest and longest life of a share link, in days. */
export const SHARE_LINK_MIN_DAYS = 1;
export const SHARE_LINK_MAX_DAYS = 90;
/** The life a new share link gets unless another is chosen. */
export const SHARE_LINK_DEFAULT_DAYS = 7;

/** Messages of the share links (each answered as the error of a 4xx). */
export const SHARE_LINK_MESSAGES = {
  unknown: 'This share link does not exist.',
  expired: 'This share link has expired. Ask the collection owner for a new one.',
  revoked: 'This share link has been revoked. Ask the collection owner for a new one.',
} as const;
