/**
 * The limits and messages of public video links (api/public-video.ts), in a file without schemas so that the
 * browser bundles that read them do not carry typebox.
 */

/** The shortest and longest life of a public video link, in days, and the life a new one gets by default. */
export const PUBLIC_VIDEO_LINK_MIN_DAYS = 1;
export const PUBLIC_VIDEO_LINK_MAX_DAYS = 30;
export const PUBLIC_VIDEO_LINK_DEFAULT_DAYS = 7;

/** The messages of the public video calls (each the `error` of a 4xx answer). */
export const PUBLIC_VIDEO_MESSAGES = {
  unknown: 'This video link does not exist.',
  gone: 'This video link has expired or was revoked.',
  notManager: "Only the asset's uploader and the site's administrators may manage its public links.",
  privateAsset: 'A private asset cannot be shared by a public link.',
  confidentialAsset: 'A confidential asset cannot be shared by a public link: clear its confidential flag first.',
} as const;
