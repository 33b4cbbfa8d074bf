import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ContainerClient } from '@azure/storage-blob';
import type { Asset } from '../db/schema/index.js';
import { DEFAULT_VIDEO_TOOLS, videoToolsAvailable, type VideoTools } from '../media/imagery/video.js';
import { sampleTitleFilm } from '../seed/demo-library/mjpeg-avi.js';
import {
  localVideoInsights,
  readVideoFile,
  SCENES_NEED_TOOLS_NOTE,
  TOOLS_MISSING_REASON,
  unreadableWithoutToolsReason,
} from './local-provider.js';
import { videoIndexerFromEnv } from '../config/video-indexer-config.js';
import { secondsOfTime, timeOfSeconds } from './video-time.js';

const run = promisify(execFile);

const asset = (overrides: Partial<Asset> = {}) =>
  ({
    assetId: 7,
    docId: 'doc-7',
    title: 'Launch film',
    blobName: 'doc-7/launch.mp4',
    assetVisibility: 'Public',
    ...overrides,
  }) as Asset;

/**
 * A container whose blobs are local files: downloadToFile copies the file; getProperties and downloadToBuffer (ranged)
 * read it, counting the bytes answered in `fetched`.
 */
const containerOf = (files: Record<string, string>, fetched = { bytes: 0 }) =>
  ({
    getBlobClient: (name: string) => {
      const bytesOf = async () => {
        const source = files[name];
        if (!source) throw Object.assign(new Error('The specified blob does not exist.'), { statusCode: 404 });
        return readFile(source);
      };
      return {
        downloadToFile: async (path: string) => writeFile(path, await bytesOf()),
        getProperties: async () => ({ contentLength: (await bytesOf()).length }),
        downloadToBuffer: async (offset: number, count: number) => {
          const range = (await bytesOf()).subarray(offset, offset + count);
          fetched.bytes += range.length;
          return range;
        },
      };
    },
  }) as unknown as ContainerClient;

describe('local video insights', () => {
  let dir: string;

  async function program(name: string, body: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
    return path;
  }

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-video-insights-test-'));
    await writeFile(join(dir, 'film.mp4'), 'fake mp4 bytes');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("without ffprobe/ffmpeg, a file the parsers cannot read: 'Unavailable' with the reason, nothing invented", async () => {
    const answer = await localVideoInsights(
      containerOf({ 'doc-7/launch.mp4': join(dir, 'film.mp4') }),
      asset({ assetVisibility: 'Private' }),
      { toolsAvailable: async () => false },
    );
    assert.deepEqual(answer, {
      provider: 'local',
      id: 'doc-7',
      name: 'Launch film',
      state: 'Unavailable',
      reason: unreadableWithoutToolsReason(
        'The file is not an AVI, WebM/Matroska, MP4 or QuickTime video (the formats read without ffmpeg).',
      ),
      privacyMode: 'Private',
      durationInSeconds: null,
      width: null,
      height: null,
      scenes: [],
      summarizedInsights: { keywords: [], faces: [], sentiments: [], namedLocations: [], topics: [], brands: [] },
      transcript: [],
    });
    assert.ok(answer.reason?.endsWith(TOOLS_MISSING_REASON));
    // The machine's own answer follows the same rule when the tools are missing.
    if (!(await videoToolsAvailable())) {
      const real = await localVideoInsights(containerOf({ 'doc-7/launch.mp4': join(dir, 'film.mp4') }), asset());
      assert.deepEqual([real.state, real.reason], ['Unavailable', answer.reason]);
    }
    // A cut-short AVI says so; a missing blob is 'Failed' as with the tools.
    await writeFile(
      join(dir, 'cut.avi'),
      (await sampleTitleFilm({ title: 'Cut', subtitle: 'short' })).subarray(0, 100),
    );
    const cut = await localVideoInsights(containerOf({ 'doc-7/launch.mp4': join(dir, 'cut.avi') }), asset(), {
      toolsAvailable: async () => false,
    });
    assert.equal(cut.state, 'Unavailable');
    assert.equal(cut.reason, unreadableWithoutToolsReason('The AVI header list (hdrl) is cut short.'));
    const missing = await localVideoInsights(containerOf({}), asset(), { toolsAvailable: async () => false });
    assert.equal(missing.state, 'Failed');
    assert.match(missing.reason ?? '', /The video file could not be read: The specified blob does not exist/);
  });

  test('without ffprobe/ffmpeg, a Motion-JPEG AVI: duration and size from its headers, ranged reads of the blob', async () => {
    const film = await sampleTitleFilm({ title: 'Spring launch', subtitle: 'Contoso' });
    await writeFile(join(dir, 'film.avi'), film);
    const fetched = { bytes: 0 };
    const answer = await localVideoInsights(
      containerOf({ 'doc-7/launch.avi': join(dir, 'film.avi') }, fetched),
      asset({ blobName: 'doc-7/launch.avi' }),
      { toolsAvailable: async () => false },
    );
    assert.deepEqual(
      [answer.provider, answer.state, answer.reason, answer.durationInSeconds, answer.width, answer.height],
      ['local', 'Processed', null, 3, 320, 180],
    );
    assert.deepEqual(answer.scenes, [], 'a sweeping disc is no scene change');
    assert.deepEqual(answer.summarizedInsights.faces, [], 'no faces are invented');
    assert.ok(fetched.bytes <= film.length, `read ${fetched.bytes} bytes`);
  });

  test('without ffprobe/ffmpeg, an MP4: duration and size, and the note that scene changes need ffmpeg', async () => {
    const box = (type: string, body: Buffer) => {
      const header = Buffer.alloc(8);
      header.writeUInt32BE(8 + body.length);
      header.write(type, 4, 'latin1');
      return Buffer.concat([header, body]);
    };
    const mvhd = Buffer.alloc(100);
    mvhd.writeUInt32BE(600, 12);
    mvhd.writeUInt32BE(4200, 16);
    const tkhd = Buffer.alloc(84);
    tkhd.writeUInt32BE(854 * 65536, 76);
    tkhd.writeUInt32BE(480 * 65536, 80);
    const mp4 = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')),
      box('moov', Buffer.concat([box('mvhd', mvhd), box('trak', box('tkhd', tkhd))])),
    ]);
    await writeFile(join(dir, 'clip.mp4'), mp4);
    const answer = await localVideoInsights(containerOf({ 'doc-7/launch.mp4': join(dir, 'clip.mp4') }), asset(), {
      toolsAvailable: async () => false,
    });
    assert.deepEqual(
      [answer.state, answer.durationInSeconds, answer.width, answer.height, answer.scenes, answer.reason],
      ['Processed', 7, 854, 480, [], SCENES_NEED_TOOLS_NOTE],
    );
  });

  test('summaryOnly does not read the file', async () => {
    const answer = await localVideoInsights(containerOf({}), asset(), { summaryOnly: true });
    assert.equal(answer.state, 'Processed');
    assert.deepEqual(answer.scenes, []);
  });

  test('reads duration, size and scene changes from what ffprobe and ffmpeg answer (stand-in programs)', async () => {
    const tools: VideoTools = {
      ffprobe: await program(
        'ffprobe',
        `echo "$@" > "${dir}/ffprobe-args"\necho '{"streams":[{"width":1280,"height":720}],"format":{"duration":"12.500000"}}'`,
      ),
      ffmpeg: await program(
        'ffmpeg',
        `echo "$@" > "${dir}/ffmpeg-args"\n` +
          `echo '[Parsed_showinfo_1 @ 0x1] n:   0 pts:  51200 pts_time:4.0     duration:512' >&2\n` +
          `echo '[Parsed_showinfo_1 @ 0x1] n:   1 pts: 112640 pts_time:8.8     duration:512' >&2`,
      ),
      timeoutMs: 10_000,
    };
    const answer = await localVideoInsights(containerOf({ 'doc-7/launch.mp4': join(dir, 'film.mp4') }), asset(), {
      tools,
      toolsAvailable: async () => true,
    });
    assert.deepEqual(
      [answer.state, answer.reason, answer.durationInSeconds, answer.width, answer.height],
      ['Processed', null, 12.5, 1280, 720],
    );
    assert.deepEqual(answer.scenes, [
      { index: 1, startSeconds: 4, start: '0:00:04.000' },
      { index: 2, startSeconds: 8.8, start: '0:00:08.800' },
    ]);
    assert.match(await readFile(join(dir, 'ffprobe-args'), 'utf8'), /-select_streams v:0 .*-of json \S+input\.mp4/);
    assert.match(await readFile(join(dir, 'ffmpeg-args'), 'utf8'), /-vf select='gt\(scene,0\.3\)',showinfo -f null -/);
    assert.deepEqual(answer.summarizedInsights.faces, [], 'no faces are invented');
  });

  test("a file ffprobe cannot read is 'Failed' with its message; a missing blob too", async () => {
    const tools: VideoTools = {
      ffprobe: await program('ffprobe-fails', `echo 'Invalid data found when processing input' >&2\nexit 1`),
      ffmpeg: await program('ffmpeg-unused', 'exit 1'),
      timeoutMs: 10_000,
    };
    const failed = await localVideoInsights(containerOf({ 'doc-7/launch.mp4': join(dir, 'film.mp4') }), asset(), {
      tools,
      toolsAvailable: async () => true,
    });
    assert.equal(failed.state, 'Failed');
    assert.match(failed.reason ?? '', /Invalid data found when processing input/);
    const missing = await localVideoInsights(containerOf({}), asset(), { tools, toolsAvailable: async () => true });
    assert.equal(missing.state, 'Failed');
    const noFile = await localVideoInsights(containerOf({}), asset({ blobName: null }), {
      toolsAvailable: async () => true,
    });
    assert.deepEqual([noFile.state, noFile.reason], ['Unavailable', 'The asset has no file yet.']);
  });

  test('with the real ffprobe and ffmpeg: a generated 2-second clip', async (t) => {
    if (!(await videoToolsAvailable())) {
      t.skip('ffprobe/ffmpeg are not installed on this machine');
      return;
    }
    const clip = join(dir, 'clip.mp4');
    await run(DEFAULT_VIDEO_TOOLS.ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=10',
      '-pix_fmt',
      'yuv420p',
      '-y',
      clip,
    ]);
    const facts = await readVideoFile(clip);
    assert.deepEqual([facts.width, facts.height], [320, 240]);
    assert.ok(Math.abs((facts.durationInSeconds ?? 0) - 2) < 0.2, String(facts.durationInSeconds));
  });
});

describe('Video Indexer settings and times', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  test('all three or none; the API URL defaults, and must be https unless loopback', () => {
    const problems: string[] = [];
    assert.equal(videoIndexerFromEnv(env({}), problems), null);
    assert.deepEqual(
      videoIndexerFromEnv(
        env({ VIDEO_INDEXER_ACCOUNT_ID: 'a-1', VIDEO_INDEXER_LOCATION: 'trial', VIDEO_INDEXER_API_KEY: 'k' }),
        problems,
      ),
      { accountId: 'a-1', location: 'trial', apiKey: 'k', apiUrl: 'https://api.videoindexer.ai' },
    );
    assert.deepEqual(problems, []);
    videoIndexerFromEnv(env({ VIDEO_INDEXER_ACCOUNT_ID: 'a-1' }), problems);
    assert.match(problems[0] ?? '', /must be set together \(missing VIDEO_INDEXER_LOCATION, VIDEO_INDEXER_API_KEY\)/);
    const all = { VIDEO_INDEXER_ACCOUNT_ID: 'a', VIDEO_INDEXER_LOCATION: 'trial', VIDEO_INDEXER_API_KEY: 'k' };
    const http: string[] = [];
    assert.equal(videoIndexerFromEnv(env({ ...all, VIDEO_INDEXER_API_URL: 'http://vi.example.com' }), http), null);
    assert.match(http[0] ?? '', /VIDEO_INDEXER_API_URL must use https/);
    assert.equal(
      videoIndexerFromEnv(env({ ...all, VIDEO_INDEXER_API_URL: 'http://127.0.0.1:9999/' }), [])?.apiUrl,
      'http://127.0.0.1:9999',
    );
  });

  test("Video Indexer's times to seconds and back", () => {
    assert.equal(secondsOfTime('0:00:01.2'), 1.2);
    assert.equal(secondsOfTime('1:02:03.5'), 3723.5);
    assert.equal(secondsOfTime('nonsense'), undefined);
    assert.equal(timeOfSeconds(3723.5), '1:02:03.500');
    assert.equal(timeOfSeconds(4), '0:00:04.000');
  });
});
