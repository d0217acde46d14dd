import { afterAll, beforeAll, expect, it } from 'vitest';
import pixelmatch from 'pixelmatch';
import type { Canvas, Surface } from 'canvaskit-wasm';
import { resolveAssets } from '../core/assets/index';
import { composeFrame, frameAssets, type ComposePorts } from '../core/compose/compose';
import { LayerCache } from '../core/compose/layer-cache';
import type { RenderPlan, SceneTiming } from '../core/compose/plan';
import { planFromScene, readScene } from '../core/compose/plan-from-scene';

/** Test scenes are written loosely and read through the model, as stored data is. */
const planOf = (scene: unknown, size: { width: number; height: number }, timing?: SceneTiming) =>
  planFromScene(readScene(scene), size, timing);
import { makeRasterSurface } from '../core/compose/surface';
import { createNodeAssetLoader } from './assets';
import { FIXTURES_DIR, PIXEL_THRESHOLD } from './golden';
import { createNodeRenderer, type NodeRenderer } from './render';

const out = { width: 640, height: 360 };
// Scaled, rotated, translucent, blurred, filtered and entering (clipped, moving) layers, a talking avatar, text
// with italics and a stroke, over a background: everything the cache must reproduce.
const scene = {
  durationMilliseconds: 4000,
  backgroundImage: 'assets/bg-landscape.png',
  // Body art entering (clipped until 3000, its presenting arm at rest in the cached picture, the hand
  // reaching past the box), then gesturing at 3200 (the arm drawn live over the picture cached without it).
  virtualHuman: {
    mediaUrl: 'platform/avatars/vh-studio-xiaoya/presenting-body.png',
    personaBizId: 'vh-studio-xiaoya',
    effectIn: { enable: true, type: 'withcircleopen' },
    X: 1200,
    Y: 300,
    Width: 390,
    Height: 780,
    lockingWH: true,
  },
  displayImages: [
    { mediaUrl: 'assets/photo.png', X: 100.5, Y: 80.25, Width: 300, Height: 200, Rotation: 17, Opacity: 0.7 },
    { mediaUrl: 'assets/logo.png', X: 600, Y: 500, Width: 200, Height: 200, blur: 6, filter: 'PF1' },
    {
      mediaUrl: 'assets/photo.png',
      X: 900,
      Y: 100,
      Width: 330,
      Height: 220,
      effectIn: { enable: true, type: 'withcircleopen' },
    },
  ],
  displayTexts: [
    {
      text: '缓存 Cached 文本',
      X: 60,
      Y: 820,
      Width: 700,
      Height: 120,
      FontSize: 48,
      Italic: true,
      FontColor: '#ffffff',
    },
  ],
  caption: { text: '字幕，欢迎观看。', X: 620, Y: 960, Width: 680, Height: 0, FontSize: 40, strokeWidth: 3 },
};

let r: NodeRenderer;
let loader: ReturnType<typeof createNodeAssetLoader>;
let surface: Surface;
let plan: RenderPlan;
beforeAll(async () => {
  r = await createNodeRenderer();
  loader = createNodeAssetLoader(r.ck, { storageRoot: FIXTURES_DIR });
  const s = makeRasterSurface(r.ck, out.width, out.height);
  if (!s) throw new Error('no surface');
  surface = s;
  plan = planOf(scene, { width: 1920, height: 1080 }, { sentenceStarts: [1500] });
});
afterAll(() => {
  surface.delete();
  loader.dispose();
  r.dispose();
});

async function frame(t: number, layers?: LayerCache): Promise<Uint8Array> {
  const assets = await resolveAssets(frameAssets(plan, t), loader.load);
  const ports: ComposePorts = { ck: r.ck, fonts: r.fonts, assets, ...(layers ? { layers } : {}) };
  const canvas = surface.getCanvas();
  canvas.clear(r.ck.TRANSPARENT);
  const report = composeFrame(ports, canvas, plan, t, out);
  expect(report.failures).toEqual([]);
  surface.flush();
  const px = canvas.readPixels(0, 0, {
    ...out,
    colorType: r.ck.ColorType.RGBA_8888,
    alphaType: r.ck.AlphaType.Unpremul,
    colorSpace: r.ck.ColorSpace.SRGB,
  });
  if (!(px instanceof Uint8Array)) throw new Error('readback failed');
  return px;
}

it('frames drawn through the layer cache, cold and warm, match the direct drawing', async () => {
  const layers = new LayerCache(r.ck);
  try {
    for (const t of [0, 250, 2000, 3200]) {
      const direct = await frame(t);
      for (const pass of ['cold', 'warm']) {
        const changed = pixelmatch(direct, await frame(t, layers), undefined, out.width, out.height, {
          threshold: PIXEL_THRESHOLD,
        });
        expect({ t, pass, changed }).toEqual({ t, pass, changed: 0 });
      }
      expect(layers.size).toBeGreaterThanOrEqual(6); // the cache did draw: background, 4 media, 2 texts
    }
  } finally {
    layers.clear();
  }
});

it('keeps a mostly empty layer as bands of its inked columns, blitted as the whole would be', () => {
  const layers = new LayerCache(r.ck);
  const ck = r.ck;
  // A body near one side and a hand far out to the other, as a presenting figure leaves its rectangle.
  const content = (c: Canvas): void => {
    const p = new ck.Paint();
    p.setAntiAlias(true);
    p.setColor(ck.Color(30, 60, 120, 1));
    c.drawRRect(ck.RRectXY(ck.LTRBRect(10, 10, 130, 330), 40, 40), p);
    p.setColor(ck.Color(240, 200, 170, 0.8));
    c.drawCircle(480, 150, 22.5, p);
    p.delete();
  };
  const bounds = { l: 0, t: 0, r: 520, b: 340 };
  const local = ck.Matrix.translated(40.5, 10.25);
  const draw = (cached: boolean): Uint8Array => {
    const canvas = surface.getCanvas();
    canvas.clear(ck.Color(90, 140, 90, 1));
    if (cached) expect(layers.draw(canvas, local, 'bands', bounds, out, content)).toBe(true);
    else {
      canvas.save();
      canvas.concat(local);
      content(canvas);
      canvas.restore();
    }
    surface.flush();
    return canvas.readPixels(0, 0, {
      ...out,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Unpremul,
      colorSpace: ck.ColorSpace.SRGB,
    }) as Uint8Array;
  };
  try {
    const direct = draw(false);
    for (const pass of ['cold', 'warm']) {
      const changed = pixelmatch(direct, draw(true), undefined, out.width, out.height, { threshold: PIXEL_THRESHOLD });
      expect({ pass, changed }).toEqual({ pass, changed: 0 });
    }
    // Far less than the 521×341 rectangle: the empty columns beside the body and the hand are not kept.
    expect(layers.bytesHeld).toBeLessThan(521 * 341 * 4 * 0.5);
  } finally {
    layers.clear();
  }
});
