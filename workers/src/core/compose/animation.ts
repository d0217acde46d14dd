/**
 * Pure animation maths: what an element looks like at scene time t. No CanvasKit here, so the
 * boundaries (start, middle, end) of every family are unit-testable. Where the spec (001 §3)
 * names an effect without describing it, the comment on its case says what we chose.
 */
import type { Layer, Size } from './plan';

/** A clip shape in layer-local pixels (origin at the box's top-left, before rotation). */
export type ClipShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'pie'; cx: number; cy: number; r: number; startDeg: number; sweepDeg: number };

export type Phase = 'before' | 'entering' | 'steady' | 'exiting' | 'after';

export interface LayerState {
  phase: Phase;
  visible: boolean;
  /** Multiplies the layer's own opacity. */
  opacity: number;
  dx: number;
  dy: number;
  /** Uniform scale about the box centre. */
  scale: number;
  /** Added to the layer's rotation, about the box centre. */
  rotationDeg: number;
  /** Added to the layer's blur. */
  blurPx: number;
  /** Union of shapes the layer is clipped to; undefined for no clip. */
  clip?: ClipShape[];
  /** Position 0..1 of the shine band across the box, when shining. */
  shine?: number;
}

export const clamp01 = (v: number): number => (v < 0 ? 0 : Math.min(v, 1));
export const easeOutCubic = (p: number): number => 1 - (1 - p) ** 3;
export const easeInCubic = (p: number): number => p ** 3;
const BLUR_MAX_PX = 24;

const IDENTITY: Omit<LayerState, 'phase' | 'visible'> = {
  opacity: 1,
  dx: 0,
  dy: 0,
  scale: 1,
  rotationDeg: 0,
  blurPx: 0,
};

/** When the exit animation starts: countDown before the layer's end (its death or the scene's end). */
export function exitStartMs(layer: Layer, sceneMs: number): number {
  const end = Math.min(layer.deathMs, sceneMs);
  return layer.exit ? end - layer.exit.countDownMs : end;
}

/** When the entrance animation has settled (the layer is at rest). */
export function entranceEndMs(layer: Layer): number {
  return layer.entrance ? layer.birthMs + layer.entrance.startMs + layer.entrance.durationMs : layer.birthMs;
}

export function evaluateLayer(layer: Layer, t: number, scene: Size, sceneMs: number): LayerState {
  const end = Math.min(layer.deathMs, sceneMs);
  if (t < layer.birthMs) return { phase: 'before', visible: false, ...IDENTITY };
  if (t >= end) return { phase: 'after', visible: false, ...IDENTITY };
  const { w } = layer.box;
  const enter = layer.entrance;
  if (enter) {
    const start = layer.birthMs + enter.startMs;
    // Before its entrance starts the element is not yet on screen (it is about to appear).
    if (t < start) return { phase: 'before', visible: false, ...IDENTITY };
    if (t < start + enter.durationMs) {
      return {
        phase: 'entering',
        visible: true,
        ...entrance(enter.name, (t - start) / enter.durationMs, layer, scene),
      };
    }
  }
  const exit = layer.exit;
  if (exit) {
    const start = end - exit.countDownMs;
    if (t >= start + exit.durationMs) return { phase: 'after', visible: false, ...IDENTITY };
    if (t >= start) {
      return { phase: 'exiting', visible: true, ...exitState(exit.name, (t - start) / exit.durationMs, layer, scene) };
    }
  }
  const loop = layer.loop;
  if (loop) {
    // Loops count from the moment the element is at rest, so phase 0 meets the entrance seamlessly.
    const since = t - entranceEndMs(layer);
    const phase = (((since % loop.onceMs) + loop.onceMs) % loop.onceMs) / loop.onceMs;
    return { phase: 'steady', visible: true, ...looping(loop.name, phase, w) };
  }
  return { phase: 'steady', visible: true, ...IDENTITY };
}

type Look = Omit<LayerState, 'phase' | 'visible'>;

/** Distances that carry the box fully off the canvas on each side. */
function offsets(layer: Layer, scene: Size): { left: number; right: number; up: number; down: number } {
  const { x, y, w, h } = layer.box;
  const diag = Math.hypot(w, h); // rotated boxes stick out up to their diagonal
  return { left: -(x + diag), right: scene.width - x + diag - w, up: -(y + diag), down: scene.height - y + diag - h };
}

export function entrance(name: string, p: number, layer: Layer, scene: Size): Look {
  const q = clamp01(p);
  const e = easeOutCubic(q);
  const off = offsets(layer, scene);
  const { w, h } = layer.box;
  switch (name) {
    case 'blur_in':
      return { ...IDENTITY, blurPx: BLUR_MAX_PX * (1 - e), opacity: e };
    // "slide right in": travels rightwards, so it comes from beyond the left edge.
    case 'slide_right_in':
      return { ...IDENTITY, dx: off.left * (1 - e) };
    case 'slide_left_in':
      return { ...IDENTITY, dx: off.right * (1 - e) };
    case 'slide_down_in':
      return { ...IDENTITY, dy: off.up * (1 - e) };
    case 'slide_up_in':
      return { ...IDENTITY, dy: off.down * (1 - e) };
    // Sunrise: rises half its height from below while fading in, like the sun over the horizon.
    case 'sunrise_in':
      return { ...IDENTITY, dy: (h / 2) * (1 - e), opacity: e };
    // "zoom out" = shrinking: starts at twice its size and settles at 1, fading in.
    case 'zoomout_in':
      return { ...IDENTITY, scale: 2 - e, opacity: e };
    // "zoom in" = growing: grows from nothing to full size.
    case 'zoomin_in':
      return { ...IDENTITY, scale: e };
    // Open: a curtain opening from the vertical centre line outwards.
    case 'open':
      return { ...IDENTITY, clip: [{ kind: 'rect', x: (w / 2) * (1 - e), y: 0, w: w * e, h }] };
    // With-circle-open: a circle growing from the centre until it covers the corners.
    case 'withcircleopen':
      return { ...IDENTITY, clip: [{ kind: 'circle', cx: w / 2, cy: h / 2, r: (Math.hypot(w, h) / 2) * e }] };
    default:
      return { ...IDENTITY };
  }
}

export function exitState(name: string, p: number, layer: Layer, scene: Size): Look {
  const q = clamp01(p);
  const e = easeInCubic(q);
  const off = offsets(layer, scene);
  const { w, h } = layer.box;
  switch (name) {
    case 'blur_out':
      return { ...IDENTITY, blurPx: BLUR_MAX_PX * e, opacity: 1 - e };
    case 'slide_right_out':
      return { ...IDENTITY, dx: off.right * e };
    case 'slide_left_out':
      return { ...IDENTITY, dx: off.left * e };
    case 'slide_down_out':
      return { ...IDENTITY, dy: off.down * e };
    case 'slide_up_out':
      return { ...IDENTITY, dy: off.up * e };
    // Sunset mirrors sunrise: sinks half its height while fading out.
    case 'sunset_out':
      return { ...IDENTITY, dy: (h / 2) * e, opacity: 1 - e };
    // "zoom in" out: keeps growing towards twice its size while fading out.
    case 'zoomin_out':
      return { ...IDENTITY, scale: 1 + e, opacity: 1 - e };
    // Close: the curtain of `open` closing onto the vertical centre line.
    case 'close':
      return { ...IDENTITY, clip: [{ kind: 'rect', x: (w / 2) * e, y: 0, w: w * (1 - e), h }] };
    default:
      return { ...IDENTITY };
  }
}

/** phase is 0..1 through one cycle; phase 0 is always the rest pose. */
export function looping(name: string, phase: number, w: number): Look {
  switch (name) {
    // Shine: a light band sweeps across during the first half of the cycle, then rests.
    case 'shine_display':
      return { ...IDENTITY, ...(phase < 0.5 ? { shine: phase * 2 } : {}) };
    // Heartbeat: two quick beats (lub-dub) in the first half, then rest.
    case 'heartbeat_display': {
      const beat = phase < 0.5 ? Math.max(0, Math.sin(phase * 4 * 2 * Math.PI)) : 0;
      return { ...IDENTITY, scale: 1 + 0.12 * beat };
    }
    case 'roll_display':
      return { ...IDENTITY, rotationDeg: 360 * phase };
    case 'rollleft_display':
      return { ...IDENTITY, rotationDeg: -360 * phase };
    // Slight shake: ±3° wobble plus a small sideways jitter of 1 % of the width.
    case 'slightshake': {
      const f = Math.sin(phase * 8 * Math.PI);
      return { ...IDENTITY, rotationDeg: 3 * f, dx: 0.01 * w * f };
    }
    // Zoom in-out: breathes between 1 and 1.15 once per cycle.
    case 'zoominout':
      return { ...IDENTITY, scale: 1 + 0.075 * (1 - Math.cos(phase * 2 * Math.PI)) };
    default:
      return { ...IDENTITY };
  }
}
