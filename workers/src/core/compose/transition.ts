/**
 * Pure maths for scene transitions (001 §3). A transition plays at the start of the incoming
 * scene: the previous scene (drawn at its last moment) is covered by the new one. Shapes are in
 * frame pixels. Looks the spec leaves open are described per case.
 */
import { clamp01, easeOutCubic, type ClipShape } from './animation';
import type { Size } from './plan';

export interface TransitionState {
  active: boolean;
  progress: number;
  /** Clip of the incoming scene; undefined means fully shown. */
  nextClip?: ClipShape[];
  nextDx: number;
  nextDy: number;
  /** Whether the previous scene is drawn underneath, and its clip. */
  prevVisible: boolean;
  prevClip?: ClipShape[];
}

const DOOM_COLUMNS = 16;
const DOOM_MAX_DELAY = 0.4;
const WINDOW_SLICES = 10;

/** Deterministic per-column delays so goldens and previews agree. */
export function doomDelay(i: number): number {
  const x = Math.sin((i + 1) * 12.9898) * 43758.5453;
  return (x - Math.floor(x)) * DOOM_MAX_DELAY;
}

/** Ease with a bounce at the end (Penner's easeOutBounce). */
export function easeOutBounce(p: number): number {
  const n = 7.5625,
    d = 2.75;
  if (p < 1 / d) return n * p * p;
  if (p < 2 / d) return n * (p -= 1.5 / d) * p + 0.75;
  if (p < 2.5 / d) return n * (p -= 2.25 / d) * p + 0.9375;
  return n * (p -= 2.625 / d) * p + 0.984375;
}

export function evaluateTransition(name: string, durationMs: number, t: number, size: Size): TransitionState {
  const { width: W, height: H } = size;
  if (t >= durationMs || durationMs <= 0)
    return { active: false, progress: 1, nextDx: 0, nextDy: 0, prevVisible: false };
  const p = clamp01(t / durationMs);
  const e = easeOutCubic(p);
  const base = { active: true, progress: p, nextDx: 0, nextDy: 0, prevVisible: true };
  const R = Math.hypot(W, H) / 2;
  switch (name) {
    case 'wiperight':
      return { ...base, nextClip: [{ kind: 'rect', x: 0, y: 0, w: W * p, h: H }] };
    case 'wipeleft':
      return { ...base, nextClip: [{ kind: 'rect', x: W * (1 - p), y: 0, w: W * p, h: H }] };
    case 'wipeup':
      return { ...base, nextClip: [{ kind: 'rect', x: 0, y: H * (1 - p), w: W, h: H * p }] };
    case 'wipedown':
      return { ...base, nextClip: [{ kind: 'rect', x: 0, y: 0, w: W, h: H * p }] };
    // Bounce: the new scene slides in (upwards / downwards) and bounces as it lands.
    case 'bounce_up':
      return { ...base, nextDy: H * (1 - easeOutBounce(p)) };
    case 'bounce_down':
      return { ...base, nextDy: -H * (1 - easeOutBounce(p)) };
    // Doom screen: the new scene drips over the old in 16 columns with staggered starts,
    // like the melt of the game; _down drips from the top, _up rises from the bottom.
    case 'doomscreentransition_down':
    case 'doomscreentransition_up': {
      const colW = W / DOOM_COLUMNS;
      const clip: ClipShape[] = [];
      for (let i = 0; i < DOOM_COLUMNS; i++) {
        const q = easeOutCubic(clamp01((p - doomDelay(i)) / (1 - DOOM_MAX_DELAY)));
        const h = H * q;
        const y = name === 'doomscreentransition_down' ? 0 : H - h;
        // Overlap columns by a pixel so no seam of the old scene shows between them.
        if (h > 0) clip.push({ kind: 'rect', x: i * colW, y, w: colW + 1, h });
      }
      return { ...base, nextClip: clip };
    }
    // Window slice: ten vertical blinds opening from their centres, left ones slightly earlier.
    case 'windowslice': {
      const sw = W / WINDOW_SLICES;
      const clip: ClipShape[] = [];
      for (let i = 0; i < WINDOW_SLICES; i++) {
        const q = clamp01(p * 1.5 - (i / WINDOW_SLICES) * 0.5);
        if (q > 0) clip.push({ kind: 'rect', x: i * sw + (sw / 2) * (1 - q), y: 0, w: sw * q + 1, h: H });
      }
      return { ...base, nextClip: clip };
    }
    // Angular: a clock-hand sweep, clockwise from 12 o'clock.
    case 'angular':
      return {
        ...base,
        nextClip: [{ kind: 'pie', cx: W / 2, cy: H / 2, r: R * 1.01, startDeg: -90, sweepDeg: 360 * p }],
      };
    // Radial: a fan opening symmetrically both ways from 12 o'clock (distinct from angular's single hand).
    case 'radial':
      return {
        ...base,
        nextClip: [{ kind: 'pie', cx: W / 2, cy: H / 2, r: R * 1.01, startDeg: -90 - 180 * p, sweepDeg: 360 * p }],
      };
    // Circle crop: the old scene shrinks into a circle over black, then the new one grows out of it.
    case 'circlecrop': {
      if (p < 0.5)
        return { ...base, nextClip: [], prevClip: [{ kind: 'circle', cx: W / 2, cy: H / 2, r: R * (1 - 2 * p) }] };
      return { ...base, prevVisible: false, nextClip: [{ kind: 'circle', cx: W / 2, cy: H / 2, r: R * (2 * p - 1) }] };
    }
    default:
      return { ...base, nextClip: [{ kind: 'rect', x: 0, y: 0, w: W, h: H }], prevVisible: false, progress: e };
  }
}
