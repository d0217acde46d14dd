import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAssets } from '../core/assets/index';
import { audioMixPlan } from '../core/compose/audio';
import { frameAssets } from '../core/compose/compose';
import { renderEncoded } from '../core/compose/encode';
import { planFromScene, readScene } from '../core/compose/plan-from-scene';

/** Test scenes are written loosely and read through the model, as stored data is. */
const planOf = (scene: unknown, size: { width: number; height: number }) => planFromScene(readScene(scene), size);
import type { TextLayer } from '../core/compose/plan';
import { layoutText, lineTexts } from '../core/compose/text';
import { videoSourceMs } from '../core/compose/video-time';
import { createNodeRenderer, type NodeRenderer } from './render';

const size = { width: 1920, height: 1080 };
let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: '/nonexistent-storage' });
});

describe('text layout (Paragraph API, bundled CJK font)', () => {
  it('wraps mixed Chinese and Latin within the box width and keeps Latin words whole', () => {
    const text = '数字人视频工作室 Digital Human Studio 让企业快速制作营销视频';
    const plan = planOf({ displayTexts: [{ content: text, X: 0, Y: 0, Width: 400, Height: 100, FontSize: 40 }] }, size);
    const layer = plan.layers[0] as TextLayer;
    const p = layoutText(r.ck, r.fonts, layer.style, text, 400);
    const lines = lineTexts(p, text);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(p.getLongestLine()).toBeLessThanOrEqual(400);
    for (const word of ['Digital', 'Human', 'Studio']) expect(lines.some((l) => l.includes(word))).toBe(true);
    // No tofu: every glyph of the Chinese text resolves in the bundled font.
    const ids = p.getShapedLines().flatMap((l) => l.runs.flatMap((run) => [...run.glyphs]));
    expect(ids.every((g) => g !== 0)).toBe(true);
  });
  it('line height scales the line advance (default 1.2)', () => {
    const base = planOf({ displayTexts: [{ content: '行高', X: 0, Y: 0, Width: 500, Height: 60, FontSize: 50 }] }, size)
      .layers[0] as TextLayer;
    const p = layoutText(r.ck, r.fonts, base.style, '行高', 500);
    expect(p.getHeight()).toBeCloseTo(60, 0);
  });
});

describe('broken assets', () => {
  it('draws a placeholder and reports every failed asset instead of throwing the frame away', async () => {
    const plan = planOf(
      { backgroundColor: '#0000ff', displayImages: [{ mediaUrl: 'missing.png', X: 0, Y: 0, Width: 960, Height: 540 }] },
      size,
    );
    const assets = await resolveAssets(frameAssets(plan, 0), (req) => Promise.reject(new Error(`404 ${req.url}`)));
    const out = renderEncoded({ ck: r.ck, fonts: r.fonts, assets }, plan, 0, { width: 192, height: 108 }, 'png');
    expect(out.failures).toEqual([{ layerId: 'image-0', url: 'missing.png', error: '404 missing.png' }]);
    const img = r.ck.MakeImageFromEncoded(out.bytes)!;
    const px = img.readPixels(60, 10, {
      width: 1,
      height: 1,
      colorType: r.ck.ColorType.RGBA_8888,
      alphaType: r.ck.AlphaType.Unpremul,
      colorSpace: r.ck.ColorSpace.SRGB,
    })!;
    img.delete();
    expect([...px.slice(0, 3)]).toEqual([200, 200, 200]); // the grey box, not the blue background
  });
  it('reports assets the shell forgot to load rather than drawing a hole', () => {
    const plan = planOf({ displayImages: [{ mediaUrl: 'a.png', X: 0, Y: 0, Width: 10, Height: 10 }] }, size);
    const out = renderEncoded(
      { ck: r.ck, fonts: r.fonts, assets: new Map() },
      plan,
      0,
      { width: 19, height: 11 },
      'png',
    );
    expect(out.failures[0]?.error).toBe('not loaded before drawing');
  });
});

describe('video time mapping and audio plan', () => {
  const plan = planOf(
    {
      durationMilliseconds: 10_000,
      displayVideos: [
        {
          mediaUrl: 'v.mp4',
          X: 0,
          Y: 0,
          Width: 10,
          Height: 10,
          begin: 1000,
          playFrom: 2000,
          playTo: 5000,
          videoVolume: 50,
        },
      ],
    },
    size,
  );
  const v = plan.layers[0];
  it('maps scene time to source time between playFrom and playTo, holding the last frame', () => {
    if (v?.kind !== 'video') throw new Error('expected video');
    expect([0, 1000, 2500, 4000, 9000].map((t) => videoSourceMs(v, t))).toEqual([2000, 2000, 3500, 5000, 5000]);
  });
  it('mixes the clip from its begin for playTo - playFrom at its volume', () => {
    expect(audioMixPlan(plan)).toEqual([
      { url: 'v.mp4', startMs: 1000, endMs: 4000, sourceFromMs: 2000, volume: 0.5, loop: false },
    ]);
  });
});

describe('thumbnails', () => {
  it('are JPEG at 10 % of the project size', async () => {
    const out = await r.renderThumbnail(
      { videoSize: { width: 1080, height: 1920 }, iceScenes: [{ backgroundColor: '#ff0000' }] },
      0,
    );
    expect([...out.bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const img = r.ck.MakeImageFromEncoded(out.bytes)!;
    expect([img.width(), img.height()]).toEqual([108, 192]);
    img.delete();
  });
});
