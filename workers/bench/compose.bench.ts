/**
 * Render-core benchmark: thumbnails of a 50-scene project with 20 elements per scene (images,
 * texts, a caption, a talking avatar) — the whole strip in one thread (target < 500 ms) — and full
 * 1920×1080 frames composed per second for the same scenes (target ≥ 140 fps with the talking avatar, composition only:
 * no encoding). Assets are decoded before timing, as the readiness rule requires anyway. Frames
 * share one layer cache, as a render's consecutive frames do: the first pass over the 50 scenes
 * starts empty (cold: every layer drawn and cached), later passes blit what they can.
 * Run: npm run bench:compose -w workers
 */
import os from 'node:os';
import { resolveAssets } from '../src/core/assets/index';
import { composeFrame, frameAssets } from '../src/core/compose/compose';
import { LayerCache } from '../src/core/compose/layer-cache';
import { makeRasterSurface } from '../src/core/compose/surface';
import { planFromScene, readScene } from '../src/core/compose/plan-from-scene';
import type { SceneTiming } from '../src/core/compose/plan';
import { renderThumbnailJpeg, thumbnailTime } from '../src/core/thumbnail/index';
import { FIXTURES_DIR } from '../src/node/golden';
import { createNodeAssetLoader } from '../src/node/assets';
import { createNodeRenderer } from '../src/node/render';

const RUNS = 5;
const size = { width: 1920, height: 1080 };
const A = (f: string): string => `assets/${f}`;
const scene = (i: number): Record<string, unknown> => ({
  durationMilliseconds: 5000,
  backgroundImage: A('bg-landscape.png'),
  // A talking digital human on body art: at t = 1000 the rig draws its face, the mouth of the track's
  // viseme and the arm in mid-gesture (the sentence starts at 0), its costliest frame.
  virtualHuman: {
    mediaUrl: 'platform/avatars/vh-studio-xiaoya/presenting-body.png',
    personaBizId: 'vh-studio-xiaoya',
    X: 1200,
    Y: 300,
    Width: 390,
    Height: 780,
    lockingWH: true,
  },
  displayImages: Array.from({ length: 11 }, (_, k) => ({
    mediaUrl: A(k % 2 ? 'photo.png' : 'logo.png'),
    X: 40 + (k % 4) * 280,
    Y: 40 + Math.floor(k / 4) * 260,
    Width: 240,
    Height: 200,
    Rotation: k * 3,
    Opacity: k % 3 ? 1 : 0.8,
  })),
  displayTexts: Array.from({ length: 6 }, (_, k) => ({
    text: `场景 ${i + 1} 文本 ${k + 1}：数字人视频 Digital human`,
    X: 60,
    Y: 820 + k * 40,
    Width: 900,
    FontSize: 30,
    FontColor: '#ffffff',
    Bold: k % 2 === 0,
  })),
  caption: {
    text: `第 ${i + 1} 个场景的字幕，欢迎观看。`,
    X: 620,
    Y: 1000,
    FontSize: 40,
    strokeWidth: 2,
    FontColor: '#ffffff',
  },
});

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
const speech = {
  visemes: [
    [0, 0],
    [600, 1],
    [900, 4],
    [1200, 7],
  ],
  sentenceStarts: [0],
} satisfies SceneTiming;
const plans = Array.from({ length: 50 }, (_, i) => planFromScene(readScene(scene(i)), size, speech));
const loader = createNodeAssetLoader(r.ck, { storageRoot: FIXTURES_DIR });
const layers = new LayerCache(r.ck);
const ports: import('../src/core/compose/compose').ComposePorts[] = [];
for (const plan of plans)
  ports.push({
    ck: r.ck,
    fonts: r.fonts,
    layers,
    assets: await resolveAssets([...frameAssets(plan, 1000), ...frameAssets(plan, thumbnailTime(plan))], loader.load),
  });

const strip: number[] = [];
for (let run = 0; run < RUNS; run++) {
  r.fonts.cache.clear(); // a cold strip lays out every text again
  layers.clear(); // and draws every layer
  const t0 = performance.now();
  plans.forEach((plan, i) => renderThumbnailJpeg(ports[i]!, plan));
  strip.push(performance.now() - t0);
}

layers.clear();
r.fonts.cache.clear();
const surface = makeRasterSurface(r.ck, size.width, size.height);
if (!surface) throw new Error('no surface');
const canvas = surface.getCanvas();
const fps: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  plans.forEach((plan, i) => {
    composeFrame(ports[i]!, canvas, plan, 1000, size);
    surface.flush();
  });
  fps.push((plans.length * 1000) / (performance.now() - t0));
}
surface.delete();

console.log(`cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? '?'}), runs: ${RUNS}`);
console.log(
  `thumbnail strip (50 scenes × 20 elements, JPEG 192x108): median ${median(strip).toFixed(1)} ms (target < 500) [${strip.map((x) => x.toFixed(0)).join(', ')}]`,
);
console.log(`full 1920x1080 composition, first pass (cold caches): ${fps[0]?.toFixed(1)} fps`);
console.log(
  `full 1920x1080 composition: median ${median(fps).toFixed(1)} fps (target ≥ 140 with the talking avatar) [${fps.map((x) => x.toFixed(1)).join(', ')}]`,
);
loader.dispose();
layers.clear();
r.dispose();
