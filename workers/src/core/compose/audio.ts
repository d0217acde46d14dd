/**
 * The audio mix plan of a scene: every clip with its scene offset, source offset and volume, for
 * the server's ffmpeg mix. Muted videos are left out rather than mixed at zero.
 */
import type { AudioClip, RenderPlan, VideoLayer } from './plan';

export function audioMixPlan(plan: RenderPlan): AudioClip[] {
  const videos = [plan.background, ...plan.layers].filter((l): l is VideoLayer => l?.kind === 'video');
  const clips = videos
    .filter((v) => v.volume > 0 && v.url !== '')
    .map((v): AudioClip => {
      const start = Math.max(v.beginMs, v.birthMs);
      const sourceFromMs = v.playFromMs + (start - v.beginMs);
      const naturalEnd =
        Number.isFinite(v.playToMs) && !v.loopSource ? v.beginMs + (v.playToMs - v.playFromMs) : Infinity;
      const endMs = Math.min(v.endMs, v.deathMs, naturalEnd, plan.durationMs);
      return { url: v.url, startMs: start, endMs, sourceFromMs, volume: v.volume, loop: v.loopSource };
    })
    .filter((c) => c.endMs > c.startMs);
  return [...plan.audio.map((a) => ({ ...a, endMs: Math.min(a.endMs, plan.durationMs) })), ...clips];
}
