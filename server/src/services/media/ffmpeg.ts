import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { parseProbeJson, type MediaProbe } from '@portal/workers/core/probe/probe-result';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/**
 * Native ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH when set, otherwise the binaries shipped in
 * the @ffmpeg-installer and @ffprobe-installer npm packages (static builds with libx264 and AAC),
 * so `npm install` is all a machine needs.
 */
export const ffmpegPath: string = executable(process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
export const ffprobePath: string = executable(process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path);

/** The packages set the execute bit in an install script; when scripts did not run, we set it. */
function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    try {
      chmodSync(path, 0o755);
    } catch {
      // Not ours to change (e.g. a system binary): running it will report the problem.
    }
  }
  return path;
}

export async function ffmpeg(args: string[], timeoutMs = 10 * 60_000) {
  await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: timeoutMs, maxBuffer: 8 << 20 });
}

/** The one reading of ffprobe's JSON, shared with the browser's media-probe worker. */
export type ProbeResult = MediaProbe;

/** Duration, size and codecs of a media file; throws when ffprobe cannot read it (a damaged file). */
export async function probeMedia(path: string): Promise<ProbeResult> {
  const { stdout } = await run(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], { timeout: 60_000, maxBuffer: 8 << 20 });
  const probe = parseProbeJson(stdout);
  if (!probe) throw new Error(`no audio or video stream in ${path}`);
  return probe;
}
