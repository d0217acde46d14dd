/**
 * Per-element costs of a 1920×1080 frame (cold = no layer cache, warm = cached blits): where a
 * frame's time goes. Run: npx tsx bench/compose-probe.bench.ts
 */
import { resolveAssets } from '../src/core/assets/index';
import { composeFrame, frameAssets } from '../src/core/compose/compose';
import { LayerCache } from '../src/core/compose/layer-cache';
import { planFromScene, readScene } from '../src/core/compose/plan-from-scene';
import { makeRasterSurface } from '../src/core/compose/surface';
import { FIXTURES_DIR } from '../src/node/golden';
import { createNodeAssetLoader } from '../src/node/assets';
import { createNodeRenderer } from '../src/node/render';

const r = await createNodeRenderer();
const loader = createNodeAssetLoader(r.ck, { storageRoot: FIXTURES_DIR });
const size = { width: 1920, height: 1080 };
const cases: Record<string, Record<string, unknown>> = {
  empty: { backgroundColor: '#000' },
  bg: { backgroundImage: 'assets/bg-landscape.png' },
  img: { displayImages: [{ mediaUrl: 'assets/photo.png', X: 0, Y: 0, Width: 240, Height: 200 }] },
  imgRotated: { displayImages: [{ mediaUrl: 'assets/photo.png', X: 0, Y: 0, Width: 240, Height: 200, Rotation: 9 }] },
  imgOpacity: { displayImages: [{ mediaUrl: 'assets/photo.png', X: 0, Y: 0, Width: 240, Height: 200, Opacity: 0.8 }] },
  avatar: {
    virtualHuman: { mediaUrl: 'assets/avatar.png', X: 1200, Y: 300, Width: 390, Height: 780, lockingWH: true },
  },
  text: { displayTexts: [{ text: '场景 文本：数字人视频 Digital human', X: 60, Y: 820, Width: 900, FontSize: 30 }] },
  caption: { caption: { text: '字幕，欢迎观看。', X: 620, Y: 1000, FontSize: 40, strokeWidth: 2 } },
};
const surface = makeRasterSurface(r.ck, 1920, 1080)!;
for (const [name, sc] of Object.entries(cases)) {
  const plan = planFromScene(readScene(sc), size);
  const assets = await resolveAssets(frameAssets(plan, 0), loader.load);
  for (const layers of [undefined, new LayerCache(r.ck)]) {
    const ports = { ck: r.ck, fonts: r.fonts, assets, ...(layers ? { layers } : {}) };
    composeFrame(ports, surface.getCanvas(), plan, 0, size);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) {
      composeFrame(ports, surface.getCanvas(), plan, 0, size);
      surface.flush();
    }
    console.log(name.padEnd(12), layers ? 'warm' : 'cold', ((performance.now() - t0) / 20).toFixed(2), 'ms');
    layers?.clear();
  }
}
