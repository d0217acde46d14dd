/**
 * The ffmpeg command lines of the render, built as data so they can be read and tested without
 * running a render. The encoder's is the whole line after the binary (it is spawned, to stream
 * frames into it); the scene audio's is what `ffmpeg()` in media/ffmpeg.ts runs.
 */

export interface EncodeCommand {
  /** Frame size in pixels; both even (H.264 in 4:2:0 halves them). */
  size: { width: number; height: number };
  fps: number;
  /** The mixed soundtrack (a WAV) laid under the frames. */
  soundtrack: string;
  out: string;
}

/**
 * Raw RGBA frames on standard input (no image encoding between the composer and the encoder) with
 * the soundtrack → H.264/AAC MP4 that starts playing before it is fully downloaded (+faststart).
 */
export function buildEncodeCommand({ size, fps, soundtrack, out }: EncodeCommand): string[] {
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 2 || height < 2 || width % 2 || height % 2) {
    throw new RangeError(`frame size ${width}x${height}: H.264 in yuv420p needs even whole dimensions`);
  }
  if (!(fps > 0)) throw new RangeError(`frame rate ${fps}`);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-framerate',
    String(fps),
    '-i',
    '-',
    '-i',
    soundtrack,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ];
}

/** The sample format every scene's audio is padded to, so the scenes join with a plain concat. */
const SCENE_AUDIO = ['-ar', '22050', '-ac', '1', '-c:a', 'pcm_s16le'];

/**
 * A scene's audio exactly `durationMs` long: its speech padded with silence to the scene's end, or
 * silence alone for a scene without speech. The speech is never longer than its scene.
 */
export function sceneAudioArgs(speechWav: string | null, durationMs: number, out: string): string[] {
  const seconds = (Math.max(0, durationMs) / 1000).toFixed(3);
  const source = speechWav
    ? ['-i', speechWav, '-af', `apad=whole_dur=${seconds}`]
    : ['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', seconds];
  return [...source, ...SCENE_AUDIO, out];
}
