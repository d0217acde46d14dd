import type { SceneTiming } from '@portal/workers/core/compose/plan';

/** A clip placed on the audio clock: where it is heard (ms) and its lip-sync keys from its own start. */
export interface PlacedClip {
  startMs: number;
  endMs: number;
  visemes: readonly (readonly [number, number])[];
}

/** How long a gesture lasts after a sentence starts (core/avatar/life.ts gestureAt). */
const GESTURE_MS = 1200;
/** The closed mouth (core/avatar/visemes.ts SILENCE): each clip ends with it, so a held vowel never outlasts the voice. */
const SILENCE = 0;
/**
 * The live scene never ends: a scene's elements leave when its duration is over (and exits play
 * before that), so the live canvas is drawn as a scene of practically endless length (~35 years).
 */
export const LIVE_SCENE_MS = 2 ** 40;

/**
 * The lip-sync the scene is drawn with at this instant: every clip still to be heard (and each
 * gesture still moving) shifted from the audio clock onto scene time. Scene time runs on its own
 * (the idle life never stops); the shift is taken anew each frame, so the mouth follows the audio's
 * own clock even when the two drift or the audio stalls.
 */
export function liveTiming(
  clips: readonly PlacedClip[],
  audioNowMs: number,
  sceneNowMs: number,
): { timing: SceneTiming; speaking: boolean } {
  const shift = sceneNowMs - audioNowMs;
  const visemes: [number, number][] = [];
  const sentenceStarts: number[] = [];
  let speaking = false;
  const ordered = [...clips].sort((a, b) => a.startMs - b.startMs);
  for (const clip of ordered) {
    if (clip.startMs <= audioNowMs && audioNowMs < clip.endMs) speaking = true;
    if (clip.startMs + GESTURE_MS > audioNowMs) sentenceStarts.push(clip.startMs + shift);
    if (clip.endMs <= audioNowMs) continue;
    for (const [ms, v] of clip.visemes) {
      if (ms < clip.endMs - clip.startMs) visemes.push([clip.startMs + ms + shift, v]);
    }
    visemes.push([clip.endMs + shift, SILENCE]);
  }
  const timing: SceneTiming = { durationMs: LIVE_SCENE_MS };
  if (visemes.length > 0) timing.visemes = visemes;
  if (sentenceStarts.length > 0) timing.sentenceStarts = sentenceStarts;
  return { timing, speaking };
}
