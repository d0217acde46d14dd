import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanvasKit, Surface } from 'canvaskit-wasm';
import { loadCanvasKit } from './canvaskit';
import { CHARACTER_LOOKS } from '../core/avatar/characters';
import { GESTURES } from '../core/avatar/gestures';
import { drawRig, drawStillFigure, stillFigureBounds } from '../core/avatar/rig';
import { makeRasterSurface } from '../core/compose/surface';

let ck: CanvasKit;
let surface: Surface;
beforeAll(async () => {
  ck = await loadCanvasKit();
  surface = ck.MakeSurface(270, 480)!;
});
afterAll(() => surface.delete());

/** Opaque pixels on the surface. */
function inked(): number {
  const px = surface.getCanvas().readPixels(0, 0, {
    width: 270,
    height: 480,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  }) as Uint8Array;
  let n = 0;
  for (let i = 3; i < px.length; i += 4) if (px[i]! > 200) n++;
  return n;
}

describe('every character', () => {
  const ids = Object.keys(CHARACTER_LOOKS);
  it('is at least twelve, of both framings and all four kinds of clothes', () => {
    const looks = Object.values(CHARACTER_LOOKS);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(looks.map((l) => l.framing))).toEqual(new Set(['half', 'full']));
    expect(new Set(looks.map((l) => l.age))).toEqual(new Set(['young', 'adult', 'senior']));
    for (const kind of [/suit/, /medical/, /service/, /sweater|hoodie/])
      expect(looks.some((l) => kind.test(l.outfit))).toBe(true);
  });

  it('draws without error, still and in every gesture, and fills its box like a figure', () => {
    for (const id of ids) {
      const canvas = surface.getCanvas();
      canvas.clear(ck.TRANSPARENT);
      drawStillFigure(ck, canvas, { personaBizId: id, pose: 'standing' }, { w: 270, h: 480 }, true, {
        head: false,
        arms: false,
      });
      const still = inked();
      expect(still, id).toBeGreaterThan(15000);
      for (const gesture of GESTURES) {
        canvas.clear(ck.TRANSPARENT);
        drawStillFigure(ck, canvas, { personaBizId: id, pose: 'presenting' }, { w: 270, h: 480 }, true, {
          head: true,
          arms: true,
        });
        drawRig(ck, canvas, { personaBizId: id, gestures: [{ ms: 0, gesture }] }, { w: 270, h: 480 }, true, 1200);
        expect(inked(), `${id} ${gesture}`).toBeGreaterThan(still * 0.8);
      }
    }
  });

  it('stays inside its still bounds, which reach past the box where the presenting hand does', () => {
    // The layer cache and a faded figure's offscreen layer are cut to these bounds.
    const box = { w: 135, h: 240 },
      margin = 200;
    const big = makeRasterSurface(ck, box.w + 2 * margin, box.h + 2 * margin)!;
    const info = {
      width: box.w + 2 * margin,
      height: box.h + 2 * margin,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Premul,
      colorSpace: ck.ColorSpace.SRGB,
    };
    try {
      for (const id of ids)
        for (const pose of ['standing', 'presenting'] as const) {
          const still = { head: false, arms: false };
          const canvas = big.getCanvas();
          canvas.clear(ck.TRANSPARENT);
          canvas.save();
          canvas.translate(margin, margin);
          drawStillFigure(ck, canvas, { personaBizId: id, pose }, box, true, still);
          canvas.restore();
          const px = canvas.readPixels(0, 0, info) as Uint8Array;
          let l = Infinity,
            t = Infinity,
            r = -Infinity,
            b = -Infinity;
          for (let i = 3; i < px.length; i += 4) {
            if (px[i] === 0) continue;
            const x = ((i - 3) / 4) % info.width,
              y = Math.floor((i - 3) / 4 / info.width);
            l = Math.min(l, x);
            r = Math.max(r, x + 1);
            t = Math.min(t, y);
            b = Math.max(b, y + 1);
          }
          const bounds = stillFigureBounds({ personaBizId: id, pose }, box, true, still);
          const inked = { l: l - margin, t: t - margin, r: r - margin, b: b - margin };
          expect(inked.l, `${id} ${pose}`).toBeGreaterThanOrEqual(Math.floor(bounds.l));
          expect(inked.t, `${id} ${pose}`).toBeGreaterThanOrEqual(Math.floor(bounds.t));
          expect(inked.r, `${id} ${pose}`).toBeLessThanOrEqual(Math.ceil(bounds.r));
          expect(inked.b, `${id} ${pose}`).toBeLessThanOrEqual(Math.ceil(bounds.b));
          if (pose === 'presenting') expect(inked.r, id).toBeGreaterThan(box.w);
        }
    } finally {
      big.delete();
    }
  });
});
