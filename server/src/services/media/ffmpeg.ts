import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseProbeJson, type MediaProbe } from '@portal/workers/core/probe/probe-result';
import { mediaToolsConfig } from '../../config/env';

const run = promisify(execFile);

/** Native ffmpeg and ffprobe (config/env.ts: FFMPEG_PATH / FFPROBE_PATH, else found on PATH). */
const tools = mediaToolsConfig();
export const ffmpegPath: string = tools.ffmpeg;
export const ffprobePath: string = tools.ffprobe;

/** The oldest ffmpeg with every filter option the render uses (amix normalize=0 came in 4.4). */
const OLDEST: readonly [number, number] = [4, 4];
const INSTALL =
  'install ffmpeg 4.4 or newer (Debian/Ubuntu: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH';

/**
 * What is wrong with the ffmpeg that printed `versionOutput` (`ffmpeg -version`), or null. A build
 * from git names no release (`N-12345-g…`) and is taken as it is.
 */
export function ffmpegVersionProblem(versionOutput: string): string | null {
  const m = /^ffmpeg version n?(\d+)\.(\d+)/m.exec(versionOutput);
  if (!m) return /^ffmpeg version /m.test(versionOutput) ? null : 'it does not answer `-version` like ffmpeg';
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1]) ? null : `it is version ${major}.${minor}`;
}

/** Fails start-up with what to install when ffmpeg or ffprobe is missing or too old. */
export async function checkMediaTools(): Promise<void> {
  const version = async (bin: string) => {
    try {
      return (await run(bin, ['-version'], { timeout: 20_000 })).stdout;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Error(`${bin} cannot be run (${code === 'ENOENT' ? 'not found' : String(code ?? error)}): ${INSTALL}`);
    }
  };
  const problem = ffmpegVersionProblem(await version(ffmpegPath));
  if (problem) throw new Error(`${ffmpegPath} cannot render videos (${problem}): ${INSTALL}`);
  await version(ffprobePath);
}

export async function ffmpeg(args: string[], timeoutMs = 10 * 60_000) {
  await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeout: timeoutMs,
    maxBuffer: 8 << 20,
  });
}

/** The one reading of ffprobe's JSON, shared with the browser's media-probe worker. */
export type ProbeResult = MediaProbe;

/** Duration, size and codecs of a media file; throws when ffprobe cannot read it (a damaged file). */
export async function probeMedia(path: string): Promise<ProbeResult> {
  const { stdout } = await run(
    ffprobePath,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeout: 60_000, maxBuffer: 8 << 20 },
  );
  const probe = parseProbeJson(stdout);
  if (!probe) throw new Error(`no audio or video stream in ${path}`);
  return probe;
}
