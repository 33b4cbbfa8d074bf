import assert from 'node:assert/strict';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { makeVideoPoster, type VideoTools } from './video.js';

// ffmpeg cannot be installed on the test machines, so these tests run stand-in programs that answer the way
// ffprobe and ffmpeg do and record what they were asked; they check the arguments, the files and the error handling.
describe('makeVideoPoster', () => {
  let dir: string;
  let poster: Buffer;

  async function program(name: string, body: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
    return path;
  }

  async function tools(ffprobeBody: string, ffmpegBody: string, timeoutMs = 10_000): Promise<VideoTools> {
    return { ffprobe: await program('ffprobe', ffprobeBody), ffmpeg: await program('ffmpeg', ffmpegBody), timeoutMs };
  }

  // Records the arguments and the input file, then writes the poster PNG to the last argument (the output path).
  const recordingFfmpeg = () =>
    `echo "$@" > "${dir}/ffmpeg-args"\nfor a; do last="$a"; done\ncp "${dir}/poster.png" "$last"`;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagery-video-test-'));
    poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
    await writeFile(join(dir, 'poster.png'), poster);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('reads the duration, takes the frame at 10% of it, and removes its temporary video file', async () => {
    const ffprobe = `for a; do last="$a"; done\necho "$last" > "${dir}/input-path"\ncp "$last" "${dir}/input-copy"\necho 12.5`;
    const poster12 = await makeVideoPoster(
      Buffer.from('fake mp4 bytes'),
      'mp4',
      await tools(ffprobe, recordingFfmpeg()),
    );
    assert.equal(poster12.durationSeconds, 12.5);
    assert.deepEqual(poster12.frame, poster);
    const args = await readFile(join(dir, 'ffmpeg-args'), 'utf8');
    assert.match(args, /-ss 1\.250 -i \S+input\.mp4 -frames:v 1/);
    assert.equal(await readFile(join(dir, 'input-copy'), 'utf8'), 'fake mp4 bytes');
    const inputPath = (await readFile(join(dir, 'input-path'), 'utf8')).trim();
    assert.equal(existsSync(inputPath), false, 'the temporary video file should be removed');
  });

  test('takes the first frame when ffprobe cannot tell the duration', async () => {
    const result = await makeVideoPoster(Buffer.from('x'), 'webm', await tools('echo N/A', recordingFfmpeg()));
    assert.equal(result.durationSeconds, undefined);
    assert.match(await readFile(join(dir, 'ffmpeg-args'), 'utf8'), /-ss 0\.000 /);
  });

  test("fails with ffmpeg's own message", async () => {
    const failing = await tools('echo 3', 'echo "moov atom not found" >&2\nexit 1');
    await assert.rejects(makeVideoPoster(Buffer.from('x'), 'mp4', failing), {
      message: 'Video poster frame could not be made: moov atom not found',
    });
  });

  test('stops a program that runs past the timeout', async () => {
    const slow = await tools('exec sleep 5', recordingFfmpeg(), 200);
    const started = Date.now();
    await assert.rejects(makeVideoPoster(Buffer.from('x'), 'mp4', slow), {
      message: 'Video poster frame could not be made: it took longer than 0.2 s',
    });
    assert.ok(Date.now() - started < 3000, 'the slow program should have been killed');
  });
});
