/**
 * The render's audio beyond speech (issue "Video studio", Generation): background music looped under
 * the scene and the sound of videos at their volume, laid over the speech track with ffmpeg. The
 * clips come from the render core's audio mix plan, so what plays is what the plan says.
 */

export interface MixClip {
  /** A local file with an audio stream. */
  path: string;
  /** Where the clip starts on the video's timeline. */
  offsetMs: number;
  durationMs: number;
  /** Where in the source it starts. */
  sourceFromMs: number;
  /** 0..1 (values above 1 amplify). */
  volume: number;
  loop: boolean;
}

const SAMPLE_RATE = 22050;
const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

/**
 * ffmpeg arguments that mix `clips` over the speech track into a mono WAV of `totalMs`: the speech,
 * padded or cut to the whole length, sets it; each clip is added at its own volume (no normalising,
 * so the speech keeps its level however many clips play).
 */
export function audioMixArgs(speechPath: string, totalMs: number, clips: readonly MixClip[], out: string): string[] {
  const inputs = ['-i', speechPath, ...clips.flatMap((c) => [...(c.loop ? ['-stream_loop', '-1'] : []), '-i', c.path])];
  const format = `aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=mono`;
  const parts = [`[0:a]${format},apad=whole_dur=${seconds(totalMs)},atrim=0:${seconds(totalMs)}[s]`];
  clips.forEach((c, i) => {
    const delay = Math.round(Math.max(0, c.offsetMs));
    parts.push(
      `[${i + 1}:a]${format},atrim=start=${seconds(c.sourceFromMs)}:duration=${seconds(c.durationMs)},asetpts=PTS-STARTPTS,volume=${c.volume.toFixed(3)},adelay=${delay}[c${i}]`,
    );
  });
  parts.push(
    `[s]${clips.map((_, i) => `[c${i}]`).join('')}amix=inputs=${clips.length + 1}:duration=first:normalize=0[mix]`,
  );
  return [
    ...inputs,
    '-filter_complex',
    parts.join(';'),
    '-map',
    '[mix]',
    '-ar',
    String(SAMPLE_RATE),
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    out,
  ];
}
