import { resolveAssets } from '../src/core/assets/index';
import { composeFrame, frameAssets } from '../src/core/compose/compose';
import { planFromScene } from '../src/core/compose/plan-from-scene';
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
  imgOpacity: { displayImages: [{ mediaUrl: 'assets/photo.png', X: 0, Y: 0, Width: 240, Height: 200, Opacity: 0.8 }] },
  text: { displayTexts: [{ text: '场景 文本：数字人视频 Digital human', X: 60, Y: 820, Width: 900, FontSize: 30 }] },
  caption: { caption: { text: '字幕，欢迎观看。', X: 620, Y: 1000, FontSize: 40, strokeWidth: 2 } },
};
const surface = r.ck.MakeSurface(1920, 1080)!;
for (const [name, sc] of Object.entries(cases)) {
  const plan = planFromScene(sc, size);
  const ports = { ck: r.ck, fonts: r.fonts, assets: await resolveAssets(frameAssets(plan, 0), loader.load) };
  composeFrame(ports, surface.getCanvas(), plan, 0, size);
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) { composeFrame(ports, surface.getCanvas(), plan, 0, size); surface.flush(); }
  console.log(name, ((performance.now() - t0) / 20).toFixed(2), 'ms');
}
