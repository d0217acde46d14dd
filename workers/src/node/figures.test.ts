import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanvasKit, Surface } from 'canvaskit-wasm';
import { loadCanvasKit } from './canvaskit';
import { CHARACTER_LOOKS } from '../core/avatar/characters';
import { GESTURES } from '../core/avatar/gestures';
import { drawRig, drawStillFigure } from '../core/avatar/rig';

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
});
