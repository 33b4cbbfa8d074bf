import type {
  VideoAppearance,
  VideoFaceInsight,
  VideoInsightItem,
  VideoInsightsResponse,
  VideoSentimentInsight,
  VideoTranscriptLine,
} from '@portal/contracts';
import type { Asset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { VideoIndexerConfig } from '../config/video-indexer-config.js';
import { secondsOfTime, timeOfSeconds } from './video-time.js';

/**
 * Azure Video Indexer, classic API (provider 'videoIndexer'):
 *   GET {api}/Auth/{location}/Accounts/{accountId}/AccessToken?allowEdit=false   header Ocp-Apim-Subscription-Key
 *     → a read-only account access token (a JSON string), kept for 55 minutes (it lasts an hour);
 *   GET {api}/{location}/Accounts/{accountId}/Videos/{videoId}/Index?accessToken=…
 *     → the video's index, mapped to the spec's Video insights shape (mapVideoIndex).
 * The asset's video at Video Indexer is named by assets.video_asset_id (the upload model's VideoAssetId), else by
 * its externalId when its externalSource is 'videoIndexer' (videoIndexerIdOf).
 */

export const VIDEO_INDEXER_SOURCE = 'videoIndexer';
const TOKEN_LIFETIME_MS = 55 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The asset's video id at Video Indexer, or undefined when it has none. */
export function videoIndexerIdOf(asset: Pick<Asset, 'videoAssetId' | 'externalId' | 'externalSource'>) {
  const own = asset.videoAssetId?.trim();
  if (own) return own;
  const external = asset.externalId?.trim();
  return external && asset.externalSource?.trim().toLowerCase() === VIDEO_INDEXER_SOURCE.toLowerCase()
    ? external
    : undefined;
}

const tokens = new Map<string, { token: string; expires: number }>();
const tokenKey = (config: VideoIndexerConfig) => `${config.apiUrl}|${config.location}|${config.accountId}`;

/** Forgets the cached access tokens (tests). */
export const forgetVideoIndexerTokens = () => tokens.clear();

const unreachable = (error: unknown) =>
  new HttpError(502, `Video Indexer could not be reached: ${(error as Error).message}`, {}, { cause: error });

async function accessToken(config: VideoIndexerConfig): Promise<string> {
  const cached = tokens.get(tokenKey(config));
  if (cached && cached.expires > Date.now()) return cached.token;
  const url = `${config.apiUrl}/Auth/${encodeURIComponent(config.location)}/Accounts/${encodeURIComponent(config.accountId)}/AccessToken?allowEdit=false`;
  const response = await fetch(url, {
    headers: { 'Ocp-Apim-Subscription-Key': config.apiKey, accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw unreachable(error);
  });
  if (!response.ok)
    throw new HttpError(
      502,
      `Video Indexer refused the access token request (${response.status}): check VIDEO_INDEXER_API_KEY, VIDEO_INDEXER_ACCOUNT_ID and VIDEO_INDEXER_LOCATION.`,
    );
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (typeof body !== 'string' || body === '')
    throw new HttpError(502, 'Video Indexer answered the access token request without a token.');
  tokens.set(tokenKey(config), { token: body, expires: Date.now() + TOKEN_LIFETIME_MS });
  return body;
}

/** The video's index JSON at Video Indexer: 404 when it has no such video, 502 when it fails. */
export async function fetchVideoIndex(config: VideoIndexerConfig, videoId: string): Promise<unknown> {
  const get = async (token: string) =>
    fetch(
      `${config.apiUrl}/${encodeURIComponent(config.location)}/Accounts/${encodeURIComponent(config.accountId)}/Videos/${encodeURIComponent(videoId)}/Index?accessToken=${encodeURIComponent(token)}`,
      { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
    ).catch((error: unknown) => {
      throw unreachable(error);
    });
  let response = await get(await accessToken(config));
  if (response.status === 401) {
    // The cached token may have been revoked or expired early: one new token, once.
    tokens.delete(tokenKey(config));
    response = await get(await accessToken(config));
  }
  if (response.status === 404)
    throw new HttpError(404, `Video Indexer has no video '${videoId}' in account ${config.accountId}.`);
  if (!response.ok) throw new HttpError(502, `Video Indexer could not give the video's index (${response.status}).`);
  return response.json().catch(() => {
    throw new HttpError(502, "Video Indexer's answer is not JSON.");
  });
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function appearance(raw: Json): VideoAppearance | undefined {
  const startSeconds = number(raw.startSeconds) ?? secondsOfTime(text(raw.startTime));
  const endSeconds = number(raw.endSeconds) ?? secondsOfTime(text(raw.endTime));
  if (startSeconds === undefined || endSeconds === undefined) return undefined;
  return {
    startTime: text(raw.startTime) || timeOfSeconds(startSeconds),
    endTime: text(raw.endTime) || timeOfSeconds(endSeconds),
    startSeconds,
    endSeconds,
  };
}
const appearances = (raw: Json) =>
  list(raw.appearances).flatMap((entry) => {
    const mapped = appearance(entry);
    return mapped ? [mapped] : [];
  });

const item = (raw: Json): VideoInsightItem => ({ name: text(raw.name), appearances: appearances(raw) });

function boundingBox(raw: unknown): VideoFaceInsight['faceBoundingBox'] {
  const box = object(raw);
  const x = number(box.x);
  const y = number(box.y);
  const width = number(box.width);
  const height = number(box.height);
  return x !== null && y !== null && width !== null && height !== null ? { x, y, width, height } : null;
}

const face = (raw: Json): VideoFaceInsight => ({
  ...item(raw),
  age: number(raw.age),
  gender: text(raw.gender) || null,
  faceBoundingBox: boundingBox(raw.faceBoundingBox ?? raw.boundingBox),
  confidence: number(raw.confidence),
});

const sentiment = (raw: Json): VideoSentimentInsight => ({
  sentimentKey: text(raw.sentimentKey),
  seenDurationRatio: number(raw.seenDurationRatio) ?? 0,
  appearances: appearances(raw),
});

/** Transcript lines of videos[0].insights.transcript: one per instance (its start and end), in time order. */
function transcriptOf(video: Json): VideoTranscriptLine[] {
  const lines = list(object(video.insights).transcript).flatMap((line) =>
    list(line.instances).map((instance) => ({
      text: text(line.text),
      confidence: number(line.confidence) ?? 0,
      start: text(instance.start) || text(instance.adjustedStart),
      end: text(instance.end) || text(instance.adjustedEnd),
    })),
  );
  return lines
    .filter((line) => line.text.trim() !== '' && line.start !== '')
    .sort((a, b) => (secondsOfTime(a.start) ?? 0) - (secondsOfTime(b.start) ?? 0));
}

/**
 * The spec's Video insights of a Video Indexer index: id, name, state, privacyMode, durationInSeconds, the summarized
 * keywords, faces (with appearances; age, gender and faceBoundingBox where the index has them), sentiments, named
 * locations, topics and brands, and the transcript lines. Entries are as Video Indexer reports them (an unknown face
 * is 'Unknown #1'); the display rules of spec §5 are @portal/contracts rules/insights.ts.
 */
export function mapVideoIndex(index: unknown): VideoInsightsResponse {
  const root = object(index);
  const summary = object(root.summarizedInsights);
  const video = list(root.videos)[0] ?? {};
  const duration =
    number(root.durationInSeconds) ??
    number(object(summary.duration).seconds) ??
    secondsOfTime(text(object(video.insights).duration)) ??
    null;
  const failure = text(video.failureMessage);
  return {
    provider: 'videoIndexer',
    id: text(root.id) || text(video.id),
    name: text(root.name) || text(summary.name),
    state: text(root.state) || text(video.state) || 'Unknown',
    reason: failure || null,
    privacyMode: text(root.privacyMode) || text(summary.privacyMode) || 'Private',
    durationInSeconds: duration,
    width: null,
    height: null,
    scenes: [],
    summarizedInsights: {
      keywords: list(summary.keywords).map(item),
      faces: list(summary.faces).map(face),
      sentiments: list(summary.sentiments).map(sentiment),
      namedLocations: list(summary.namedLocations).map(item),
      topics: list(summary.topics).map(item),
      brands: list(summary.brands).map(item),
    },
    transcript: transcriptOf(video),
  };
}

/** The video insights of the asset's video at Video Indexer. */
export async function videoIndexerInsights(
  config: VideoIndexerConfig,
  videoId: string,
): Promise<VideoInsightsResponse> {
  return mapVideoIndex(await fetchVideoIndex(config, videoId));
}
