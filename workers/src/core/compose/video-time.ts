/**
 * Which source frame a video layer shows at scene time t (playFrom/playTo, begin/end mapping).
 * Before `begin` the clip shows its first frame; after `end` or past playTo a display video holds
 * its last frame and a background video loops its range (spec silent; what editors do).
 */
import type { VideoLayer } from './plan';

export function videoSourceMs(layer: VideoLayer, t: number): number {
  const from = layer.playFromMs;
  const elapsed = Math.max(0, Math.min(t, layer.endMs) - layer.beginMs);
  if (!Number.isFinite(layer.playToMs)) return from + elapsed;
  const span = Math.max(0, layer.playToMs - from);
  if (span === 0) return from;
  if (layer.loopSource) return from + (elapsed % span);
  return from + Math.min(elapsed, span);
}

/** Whether the clip's sound is playing at scene time t. */
export function videoAudible(layer: VideoLayer, t: number): boolean {
  const stop = Math.min(layer.endMs, layer.deathMs, layer.beginMs + (layer.playToMs - layer.playFromMs));
  return t >= layer.beginMs && t < stop;
}
