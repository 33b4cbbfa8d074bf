import { Type, type Static } from 'typebox';

/**
 * GET v2/videos/{id}/widget (spec §3 "Video widget": playerSetting (viewURL, viewAccessToken), videoAccessToken,
 * videoId, videoAccountId). `provider` says plainly which player source is in use: 'storage' plays the file from
 * blob storage through a short-lived read SAS (viewURL; viewAccessToken is that SAS); 'videoIndexer' is Azure Video
 * Indexer's player when it is configured.
 */
export const VideoWidget = Type.Object(
  {
    provider: Type.Union([Type.Literal('storage'), Type.Literal('videoIndexer')]),
    playerSetting: Type.Object({ viewURL: Type.String(), viewAccessToken: Type.String() }),
    videoAccessToken: Type.String(),
    videoId: Type.String({ description: "The asset's doc id, or the Video Indexer video id." }),
    videoAccountId: Type.String(),
    mimeType: Type.Union([Type.String(), Type.Null()]),
    expiresOn: Type.String({ format: 'date-time', description: 'When the view URL stops working.' }),
  },
  { title: 'VideoWidget' },
);
export type VideoWidget = Static<typeof VideoWidget>;

/** The video account id the widget names when the file plays from the portal's own storage. */
export const STORAGE_VIDEO_ACCOUNT = 'portal-storage';
