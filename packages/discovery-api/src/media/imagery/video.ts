import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ffprobe and ffmpeg programs to run (names looked up on PATH, or paths) and how long each may take. */
export interface VideoTools {
  ffprobe: string;
  ffmpeg: string;
  timeoutMs: number;
}

/** ffprobe and ffmpeg from PATH, each run stopped after 60 s. */
export const DEFAULT_VIDEO_TOOLS: VideoTools = { ffprobe: 'ffprobe', ffmpeg: 'ffmpeg', timeoutMs: 60_000 };

/** A video's length (undefined when ffprobe cannot tell) and a PNG still taken from it. */
export interface VideoPoster {
  durationSeconds: number | undefined;
  frame: Buffer;
}

let available: Promise<boolean> | undefined;

async function runs(program: string): Promise<boolean> {
  try {
    await run(program, ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Whether ffprobe and ffmpeg both run from PATH. Checked once per process: installing them needs a restart. */
export async function videoToolsAvailable(): Promise<boolean> {
  available ??= Promise.all([runs(DEFAULT_VIDEO_TOOLS.ffprobe), runs(DEFAULT_VIDEO_TOOLS.ffmpeg)]).then((both) =>
    both.every(Boolean),
  );
  return available;
}

/**
 * Reads the duration with ffprobe and grabs the frame at 10% of it with ffmpeg (the first frame when the duration is
 * unknown), as PNG. The video is written to a temporary folder, removed afterwards, because ffmpeg needs a seekable
 * file for most containers. Throws with ffmpeg's own message when either program fails or runs past the timeout.
 */
export async function makeVideoPoster(
  bytes: Uint8Array,
  extension: string,
  tools: VideoTools = DEFAULT_VIDEO_TOOLS,
): Promise<VideoPoster> {
  const dir = await mkdtemp(join(tmpdir(), 'imagery-video-'));
  try {
    const safeExtension = /^[a-z0-9]{1,10}$/i.test(extension) ? extension : 'bin';
    const input = join(dir, `input.${safeExtension}`);
    const output = join(dir, 'poster.png');
    await writeFile(input, bytes);
    const options = { timeout: tools.timeoutMs, killSignal: 'SIGKILL' as const, maxBuffer: 1024 * 1024 };

    const probe = await run(
      tools.ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', input],
      options,
    );
    const duration = Number.parseFloat(probe.stdout.trim());
    const durationSeconds = Number.isFinite(duration) && duration > 0 ? duration : undefined;
    const at = ((durationSeconds ?? 0) * 0.1).toFixed(3);

    // -ss before -i seeks the input (fast); one video frame, no audio, written as PNG.
    await run(tools.ffmpeg, ['-v', 'error', '-ss', at, '-i', input, '-frames:v', '1', '-an', '-y', output], options);
    return { durationSeconds, frame: await readFile(output) };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const killed = (error as { killed?: boolean }).killed;
    const detail = killed ? `it took longer than ${tools.timeoutMs / 1000} s` : stderr || (error as Error).message;
    throw new Error(`Video poster frame could not be made: ${detail}`, { cause: error });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
