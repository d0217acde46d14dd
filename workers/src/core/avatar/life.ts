/**
 * The small motions that make a still character alive, each a pure function of (seed, t): blinks at
 * irregular but repeatable moments, a slow breath and head sway, a lift of the hand when a sentence
 * starts. The same seed gives the same frame anywhere (preview, render, goldens).
 */

/** A deterministic 0..1 number for (seed, n): a small integer hash (mulberry32's mix). */
export function hash01(seed: number, n: number): number {
  let x = (seed ^ Math.imul(n + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

/** A stable seed from a name (a personaBizId). */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

const BLINK_MS = 160;
/** People blink every 2–6 s; the first blink comes after 1.2 s so a scene never opens mid-blink. */
const GAP_MIN_MS = 2000,
  GAP_SPAN_MS = 4000,
  FIRST_MS = 1200;

/** How open the eyes are at t (1 open, 0 shut). */
export function eyeOpenAt(seed: number, t: number): number {
  let at = FIRST_MS + hash01(seed, 0) * GAP_SPAN_MS * 0.5;
  for (let n = 1; at <= t; n++) {
    if (t < at + BLINK_MS) return Math.abs((t - at) / (BLINK_MS / 2) - 1); // shut at the middle
    at += GAP_MIN_MS + hash01(seed, n) * GAP_SPAN_MS;
  }
  return 1;
}

/** Idle motion at t: head sway (px at a 540-wide character) and breathing (0..1). */
export function idleAt(seed: number, t: number): { headDx: number; headDy: number; breath: number } {
  const phase = hash01(seed, 99) * Math.PI * 2;
  return {
    headDx: 2.5 * Math.sin(t / 1700 + phase),
    headDy: 1.5 * Math.sin(t / 1100 + phase * 0.5),
    breath: 0.5 + 0.5 * Math.sin((t / 3800) * Math.PI * 2 + phase),
  };
}

/** A gesture's lift (0..1) at t: rises and falls over 1.2 s after each sentence start. */
export function gestureAt(sentenceStarts: readonly number[] | undefined, t: number): number {
  if (!sentenceStarts) return 0;
  let lift = 0;
  for (const s of sentenceStarts) {
    const u = (t - s) / 1200;
    if (u >= 0 && u <= 1) lift = Math.max(lift, Math.sin(u * Math.PI));
  }
  return lift;
}
