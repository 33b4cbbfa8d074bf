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

/** Where a video insight shows: its time span, as Video Indexer writes it ('0:00:01.2') and in seconds. */
export const VideoAppearance = Type.Object(
  {
    startTime: Type.String({ description: 'H:MM:SS.fff' }),
    endTime: Type.String({ description: 'H:MM:SS.fff' }),
    startSeconds: Type.Number(),
    endSeconds: Type.Number(),
  },
  { title: 'VideoAppearance' },
);
export type VideoAppearance = Static<typeof VideoAppearance>;

/** A keyword, named location, topic or brand of a video, with where it appears. */
export const VideoInsightItem = Type.Object(
  { name: Type.String(), appearances: Type.Array(VideoAppearance) },
  { title: 'VideoInsightItem' },
);
export type VideoInsightItem = Static<typeof VideoInsightItem>;

/** A face seen in a video; people insights carry age, gender and faceBoundingBox where the provider gives them. */
export const VideoFaceInsight = Type.Object(
  {
    name: Type.String(),
    appearances: Type.Array(VideoAppearance),
    age: Type.Union([Type.Number(), Type.Null()]),
    gender: Type.Union([Type.String(), Type.Null()]),
    faceBoundingBox: Type.Union([
      Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
      Type.Null(),
    ]),
    confidence: Type.Union([Type.Number(), Type.Null()]),
  },
  { title: 'VideoFaceInsight' },
);
export type VideoFaceInsight = Static<typeof VideoFaceInsight>;

/** A sentiment of a video (Positive, Neutral, Negative) and the share of the video it covers. */
export const VideoSentimentInsight = Type.Object(
  { sentimentKey: Type.String(), seenDurationRatio: Type.Number(), appearances: Type.Array(VideoAppearance) },
  { title: 'VideoSentimentInsight' },
);
export type VideoSentimentInsight = Static<typeof VideoSentimentInsight>;

/** A transcript line (spec §3: text, confidence, start, end); start and end as 'H:MM:SS.fff'. */
export const VideoTranscriptLine = Type.Object(
  { text: Type.String(), confidence: Type.Number(), start: Type.String(), end: Type.String() },
  { title: 'VideoTranscriptLine' },
);
export type VideoTranscriptLine = Static<typeof VideoTranscriptLine>;

/** A scene change found in the video: the time of its first frame. */
export const VideoScene = Type.Object(
  { index: Type.Integer({ minimum: 1 }), startSeconds: Type.Number(), start: Type.String() },
  { title: 'VideoScene' },
);
export type VideoScene = Static<typeof VideoScene>;

/**
 * GET v2/videos/{id}/insights (spec §3 "Video insights": id, name, state, privacyMode, durationInSeconds,
 * summarizedInsights (keywords, faces, sentiments, namedLocations, topics, brands), transcript lines). `provider` says
 * plainly which service answered: 'videoIndexer' is Azure Video Indexer's index of the video (configured with
 * VIDEO_INDEXER_*); 'local' is the portal's own reading of the file (duration, size, scene changes: with ffprobe/ffmpeg
 * when installed, else from the file's headers — AVI, WebM/Matroska, MP4 — and a Motion-JPEG AVI's frames), which
 * finds no faces, keywords or transcript — its lists are empty, never invented. state is Video Indexer's (Processed,
 * Processing, Failed…), or locally 'Processed', or 'Unavailable' with `reason` when the file cannot be read. width, height and scenes are the local provider's (null and
 * empty from Video Indexer).
 */
export const VideoInsightsResponse = Type.Object(
  {
    provider: Type.Union([Type.Literal('local'), Type.Literal('videoIndexer')]),
    id: Type.String({ description: "The asset's doc id (local), or the Video Indexer video id." }),
    name: Type.String(),
    state: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the insights are unavailable or partial.' }),
    privacyMode: Type.String({ description: 'Private for a private asset, else Public (Video Indexer: its own).' }),
    durationInSeconds: Type.Union([Type.Number(), Type.Null()]),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    scenes: Type.Array(VideoScene),
    summarizedInsights: Type.Object({
      keywords: Type.Array(VideoInsightItem),
      faces: Type.Array(VideoFaceInsight),
      sentiments: Type.Array(VideoSentimentInsight),
      namedLocations: Type.Array(VideoInsightItem),
      topics: Type.Array(VideoInsightItem),
      brands: Type.Array(VideoInsightItem),
    }),
    transcript: Type.Array(VideoTranscriptLine),
  },
  { title: 'VideoInsightsResponse' },
);
export type VideoInsightsResponse = Static<typeof VideoInsightsResponse>;
