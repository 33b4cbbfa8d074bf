import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ContainerClient } from '@azure/storage-blob';
import type { Asset } from '../../db/schema/index.js';
import { DEFAULT_VIDEO_TOOLS, videoToolsAvailable, type VideoTools } from '../../ingest/imagery/video.js';
import { localVideoInsights, readVideoFile, TOOLS_MISSING_REASON } from './local-provider.js';
import { videoIndexerFromEnv } from './video-indexer-config.js';
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

/** A container whose blobs are local files: downloadToFile copies the file. */
const containerOf = (files: Record<string, string>) =>
  ({
    getBlobClient: (name: string) => ({
      downloadToFile: async (path: string) => {
        const source = files[name];
        if (!source) throw Object.assign(new Error('The specified blob does not exist.'), { statusCode: 404 });
        await writeFile(path, await readFile(source));
      },
    }),
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

  test("without ffprobe/ffmpeg: state 'Unavailable' with the reason, and no invented insights", async () => {
    const answer = await localVideoInsights(containerOf({}), asset({ assetVisibility: 'Private' }), {
      toolsAvailable: async () => false,
    });
    assert.deepEqual(answer, {
      provider: 'local',
      id: 'doc-7',
      name: 'Launch film',
      state: 'Unavailable',
      reason: TOOLS_MISSING_REASON,
      privacyMode: 'Private',
      durationInSeconds: null,
      width: null,
      height: null,
      scenes: [],
      summarizedInsights: { keywords: [], faces: [], sentiments: [], namedLocations: [], topics: [], brands: [] },
      transcript: [],
    });
    // The machine's own answer follows the same rule when the tools are missing.
    if (!(await videoToolsAvailable())) {
      const real = await localVideoInsights(containerOf({}), asset());
      assert.deepEqual([real.state, real.reason], ['Unavailable', TOOLS_MISSING_REASON]);
    }
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
