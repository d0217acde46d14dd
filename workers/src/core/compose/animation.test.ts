import { describe, expect, it } from 'vitest';
import { evaluateLayer } from './animation';
import { ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS, LOOP_ANIMATIONS, TRANSITIONS, defaultTransitionMs } from './constants';
import { planFromScene, readScene } from './plan-from-scene';

/** Test scenes are written loosely and read through the model, as stored data is. */
const planOf = (scene: unknown, size: { width: number; height: number }) => planFromScene(readScene(scene), size);
import type { Layer } from './plan';
import { evaluateTransition } from './transition';

const size = { width: 1920, height: 1080 };
const SCENE_MS = 10_000;
const layerWith = (extra: Record<string, unknown>): Layer => {
  const l = planOf({ displayImages: [{ mediaUrl: 'a.png', X: 100, Y: 100, Width: 400, Height: 300, ...extra }] }, size)
    .layers[0];
  if (!l) throw new Error('no layer');
  return l;
};
const at = (l: Layer, t: number) => evaluateLayer(l, t, size, SCENE_MS);
const atRest = { opacity: 1, dx: 0, dy: 0, scale: 1, rotationDeg: 0, blurPx: 0 };
/** Looks exactly like the element at rest: identity transform, no shine, no clip cutting the box (400×300). */
const isRest = (s: ReturnType<typeof at>): boolean =>
  Object.entries(atRest).every(([k, v]) => Math.abs((s as unknown as Record<string, number>)[k]! - v) < 1e-6) &&
  s.shine === undefined &&
  (s.clip ?? []).every((c) =>
    c.kind === 'rect' ? c.w >= 400 && c.h >= 300 : c.kind === 'circle' ? c.r >= 250 : c.sweepDeg >= 360,
  );

describe('entrance animations (3 s, sunrise 1.5 s)', () => {
  it.each(ENTRANCE_ANIMATIONS)('%s starts hidden-looking, moves at mid and rests at the end', (name) => {
    const l = layerWith({ effectIn: { enable: true, type: name } });
    const d = name === 'sunrise_in' ? 1500 : 3000;
    expect(l.entrance?.durationMs).toBe(d);
    const start = at(l, 0),
      mid = at(l, d / 2),
      end = at(l, d);
    expect(start.phase).toBe('entering');
    expect(isRest(start)).toBe(false);
    expect(mid.phase).toBe('entering');
    expect(end.phase).toBe('steady');
    expect(isRest(end)).toBe(true);
  });
  it('honours the effect start offset: nothing shows before it', () => {
    const l = layerWith({ birthTime: 1000, effectIn: { type: 'blur_in', start: 1 } });
    expect(at(l, 1500).visible).toBe(false);
    expect(at(l, 2000).phase).toBe('entering');
  });
});

describe('exit animations (start 3 s before the end)', () => {
  it.each(EXIT_ANIMATIONS)('%s is at rest at its start, moving at mid, gone at the end', (name) => {
    const l = layerWith({ deathTime: 8000, effectOut: { enable: true, type: name } });
    const d = name === 'sunset_out' ? 1500 : 3000;
    expect(l.exit?.durationMs).toBe(d);
    const start = at(l, 5000),
      mid = at(l, 5000 + d / 2),
      end = at(l, 5000 + d);
    expect(start.phase).toBe('exiting');
    expect(isRest(start)).toBe(true);
    expect(isRest(mid)).toBe(false);
    expect(end.visible).toBe(false);
  });
});

describe('looping animations (2 s, roll 8 s)', () => {
  it.each(LOOP_ANIMATIONS)('%s rests at cycle start and end, moves within', (name) => {
    const l = layerWith({ Effects: { enable: true, type: name } });
    const once = name.startsWith('roll') ? 8000 : 2000;
    expect(l.loop?.onceMs).toBe(once);
    const quarter = at(l, once / 16);
    expect(isRest(at(l, 0)) || name === 'shine_display').toBe(true);
    expect(isRest(quarter)).toBe(false);
    const end = at(l, once);
    expect(end.scale).toBeCloseTo(1);
    expect(((end.rotationDeg % 360) + 360) % 360).toBeCloseTo(0);
  });
});

describe('transitions (3.5 s, doom 2 s)', () => {
  it.each(TRANSITIONS)('%s covers nothing at start, part at mid and finishes at the end', (name) => {
    const d = defaultTransitionMs(name);
    expect(d).toBe(name.startsWith('doom') ? 2000 : 3500);
    const start = evaluateTransition(name, d, 0, size);
    const mid = evaluateTransition(name, d, d / 2, size);
    const end = evaluateTransition(name, d, d, size);
    expect(start.active).toBe(true);
    expect(start.prevVisible).toBe(true);
    expect(mid.active).toBe(true);
    expect(mid.progress).toBeCloseTo(0.5);
    expect(end.active).toBe(false);
    const hidesNext = (s: typeof start): boolean =>
      s.nextClip?.every((c) =>
        c.kind === 'rect' ? c.w * c.h <= 1 * size.height + 1 : c.kind === 'circle' ? c.r <= 0 : c.sweepDeg <= 0,
      ) || Math.abs(s.nextDy) >= size.height - 1;
    expect(hidesNext(start)).toBe(true);
  });
  it('samples mid-progress at half the duration', () => {
    expect(evaluateTransition('wiperight', 3500, 1750, size).nextClip).toEqual([
      { kind: 'rect', x: 0, y: 0, w: 960, h: 1080 },
    ]);
  });
});
