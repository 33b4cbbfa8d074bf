import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { ContainerClient } from '@azure/storage-blob';
import type { VideoInsightsResponse, VideoScene } from '@portal/contracts';
import type { Asset } from '../db/schema/index.js';
import { DEFAULT_VIDEO_TOOLS, videoToolsAvailable, type VideoTools } from '../media/imagery/video.js';
import { blobSource, type ByteSource } from '../media/containers/byte-source.js';
import { emptySummarizedInsights } from './empty-insights.js';
import { sceneChangesBySize } from '../media/containers/mjpeg-frames.js';
import { readContainer, UnreadableVideoError } from '../media/containers/read-container.js';
import { timeOfSeconds } from './video-time.js';

const run = promisify(execFile);

/** A frame starts a new scene when ffmpeg's scene score passes this (0–1; 0.3 is ffmpeg's documented example). */
export const SCENE_THRESHOLD = 0.3;
/** At most this many scene changes are answered. */
export const MAX_SCENES = 200;

export const TOOLS_MISSING_REASON =
  'ffprobe and ffmpeg are not installed on the server, so the video file cannot be read. Install ffmpeg, or configure ' +
  'Azure Video Indexer (VIDEO_INDEXER_ACCOUNT_ID, VIDEO_INDEXER_LOCATION, VIDEO_INDEXER_API_KEY).';

/** Why a file the container parsers cannot read is 'Unavailable' without ffmpeg: the parser's reason, then the tools'. */
export const unreadableWithoutToolsReason = (problem: string) => `${problem} ${TOOLS_MISSING_REASON}`;

/** The note on an answer read without ffmpeg from a container whose frames the portal cannot draw. */
export const SCENES_NEED_TOOLS_NOTE =
  'Scene changes are found only in Motion-JPEG AVI files without ffmpeg, which is not installed on the server.';

export interface LocalVideoOptions {
  /** The programs to run (default ffprobe and ffmpeg from PATH). */
  tools?: VideoTools;
  /** Whether the tools run (default: media/imagery/video.ts videoToolsAvailable, checked once per process). */
  toolsAvailable?: () => Promise<boolean>;
  /** Only the summarized insights are wanted (the insight metadata call): the file is not read. */
  summaryOnly?: boolean;
  /** How the file's bytes are read without the tools (default: ranged downloads of the blob, byte-source.ts). */
  openSource?: (container: ContainerClient, blobName: string) => Promise<ByteSource>;
}

/** What the local provider reads of a video file. */
export interface VideoFileFacts {
  durationInSeconds: number | null;
  width: number | null;
  height: number | null;
  scenes: VideoScene[];
  /** Set when a part could not be read (the rest is still answered). */
  problem: string | null;
}

const toolError = (error: unknown, tools: VideoTools) => {
  const killed = (error as { killed?: boolean }).killed;
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return killed ? `it took longer than ${tools.timeoutMs / 1000} s` : stderr || (error as Error).message;
};

const positive = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * Reads a video file with ffprobe (duration, width and height of the first video stream) and ffmpeg (scene changes:
 * the frames whose scene score passes SCENE_THRESHOLD, by ffmpeg's select and showinfo filters). Throws with the tool's
 * message when ffprobe fails; a failing scene pass leaves the scenes empty and says why in `problem`.
 */
export async function readVideoFile(path: string, tools: VideoTools = DEFAULT_VIDEO_TOOLS): Promise<VideoFileFacts> {
  const options = { timeout: tools.timeoutMs, killSignal: 'SIGKILL' as const, maxBuffer: 4 * 1024 * 1024 };
  let probe: { stdout: string };
  try {
    probe = await run(
      tools.ffprobe,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'format=duration:stream=width,height,duration',
        '-of',
        'json',
        path,
      ],
      options,
    );
  } catch (error) {
    throw new Error(`ffprobe could not read the video: ${toolError(error, tools)}`, { cause: error });
  }
  let parsed: {
    format?: { duration?: unknown };
    streams?: { width?: unknown; height?: unknown; duration?: unknown }[];
  };
  try {
    parsed = JSON.parse(probe.stdout) as typeof parsed;
  } catch {
    throw new Error('ffprobe answered something that is not JSON.');
  }
  const stream = parsed.streams?.[0];
  const facts: VideoFileFacts = {
    durationInSeconds: positive(parsed.format?.duration) ?? positive(stream?.duration),
    width: positive(stream?.width),
    height: positive(stream?.height),
    scenes: [],
    problem: stream ? null : 'The file has no video stream.',
  };
  if (!stream) return facts;
  try {
    const { stderr } = await run(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-nostats',
        '-v',
        'info',
        '-i',
        path,
        '-an',
        '-vf',
        `select='gt(scene,${SCENE_THRESHOLD})',showinfo`,
        '-f',
        'null',
        '-',
      ],
      options,
    );
    const times = [...stderr.matchAll(/Parsed_showinfo[^\n]*?\bpts_time:\s*([\d.]+)/g)]
      .map((match) => Number.parseFloat(match[1]!))
      .filter((time) => Number.isFinite(time));
    facts.scenes = times.slice(0, MAX_SCENES).map((seconds, index) => ({
      index: index + 1,
      startSeconds: seconds,
      start: timeOfSeconds(seconds),
    }));
  } catch (error) {
    facts.problem = `Scene changes could not be found: ${toolError(error, tools)}`;
  }
  return facts;
}

/**
 * Reads a video file without ffprobe/ffmpeg, from its container headers (read-container.ts: AVI, WebM/Matroska,
 * MP4/QuickTime), reading only the ranges it needs: duration and size; for a Motion-JPEG AVI also the scene changes,
 * judged by the frames' JPEG sizes in its index (mjpeg-frames.ts sceneChangesBySize). Throws UnreadableVideoError for a
 * file the parsers cannot read.
 */
export async function readVideoSource(source: ByteSource): Promise<VideoFileFacts> {
  const facts = await readContainer(source);
  const notes = [...facts.notes];
  const scenes = facts.jpegFrames ? sceneChangesBySize(facts.jpegFrames) : [];
  if (!facts.jpegFrames && !notes.some((note) => note.includes('ffmpeg'))) notes.push(SCENES_NEED_TOOLS_NOTE);
  return {
    durationInSeconds: facts.durationInSeconds,
    width: facts.width,
    height: facts.height,
    scenes: scenes.map((frame, i) => ({
      index: i + 1,
      startSeconds: frame.seconds,
      start: timeOfSeconds(frame.seconds),
    })),
    problem: notes.length ? notes.join(' ') : null,
  };
}

/**
 * The local video insights (provider 'local'): what the portal itself can tell of the file — duration, size and scene
 * changes. With ffprobe/ffmpeg installed they read it (any format; the file is copied from blob storage into a
 * temporary folder, as ffmpeg needs a seekable file, removed afterwards), and a file they cannot read is 'Failed' with
 * ffprobe's message. Without them the container parsers read it (readVideoSource: AVI, WebM/Matroska, MP4/QuickTime,
 * by ranged reads of the blob), and a file they cannot read is 'Unavailable' with their reason and the tools'. It finds
 * no keywords, faces, sentiments, locations, topics, brands or transcript, so those are empty.
 */
export async function localVideoInsights(
  container: ContainerClient,
  asset: Asset,
  options: LocalVideoOptions = {},
): Promise<VideoInsightsResponse> {
  const base: VideoInsightsResponse = {
    provider: 'local',
    id: asset.docId,
    name: asset.title,
    state: 'Processed',
    reason: null,
    privacyMode: asset.assetVisibility === 'Private' ? 'Private' : 'Public',
    durationInSeconds: null,
    width: null,
    height: null,
    scenes: [],
    summarizedInsights: emptySummarizedInsights(),
    transcript: [],
  };
  if (options.summaryOnly) return base;
  const tools = options.tools ?? DEFAULT_VIDEO_TOOLS;
  const available = await (options.toolsAvailable ?? videoToolsAvailable)();
  if (!asset.blobName) return { ...base, state: 'Unavailable', reason: 'The asset has no file yet.' };
  if (!available) return withoutTools(container, asset.blobName, base, options);

  const dir = await mkdtemp(join(tmpdir(), 'video-insights-'));
  try {
    const extension = extname(asset.blobName).slice(1);
    const input = join(dir, `input.${/^[a-z0-9]{1,10}$/i.test(extension) ? extension : 'bin'}`);
    await container.getBlobClient(asset.blobName).downloadToFile(input);
    const facts = await readVideoFile(input, tools);
    return {
      ...base,
      durationInSeconds: facts.durationInSeconds,
      width: facts.width,
      height: facts.height,
      scenes: facts.scenes,
      reason: facts.problem,
    };
  } catch (error) {
    return { ...base, state: 'Failed', reason: (error as Error).message };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function withoutTools(
  container: ContainerClient,
  blobName: string,
  base: VideoInsightsResponse,
  options: LocalVideoOptions,
): Promise<VideoInsightsResponse> {
  let source: ByteSource;
  try {
    source = await (options.openSource ?? ((client, name) => blobSource(client.getBlobClient(name))))(
      container,
      blobName,
    );
  } catch (error) {
    return { ...base, state: 'Failed', reason: `The video file could not be read: ${(error as Error).message}` };
  }
  try {
    const facts = await readVideoSource(source);
    return {
      ...base,
      durationInSeconds: facts.durationInSeconds,
      width: facts.width,
      height: facts.height,
      scenes: facts.scenes,
      reason: facts.problem,
    };
  } catch (error) {
    if (error instanceof UnreadableVideoError)
      return { ...base, state: 'Unavailable', reason: unreadableWithoutToolsReason(error.message) };
    return { ...base, state: 'Failed', reason: `The video file could not be read: ${(error as Error).message}` };
  }
}
