/**
 * A talking photo avatar against the same portrait still: the 1080p scene of fixtures/photo-avatar.json
 * composed with the layer cache warm, once with its face warped live each frame (a lip-sync track,
 * blinks, head motion) and once as a picture; prints both and their ratio, then the live face alone.
 * The live face costs what its pixels on screen cost, so the same is measured for a close-up too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveAssets } from '../src/core/assets/index';
import { frameAssets } from '../src/core/compose/compose';
import type { MediaLayer, RenderPlan } from '../src/core/compose/plan';
import { fitRect } from '../src/core/compose/draw';
import { makeRasterSurface } from '../src/core/compose/surface';
import { trackFromPhonemes } from '../src/core/avatar/visemes';
import { drawPhotoFace } from '../src/core/photo-avatar/draw-photo';
import { FIXTURES_DIR, type Fixture } from '../src/node/golden';
import { createNodeAssetLoader } from '../src/node/assets';
import { createNodeRenderer } from '../src/node/render';

const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'photo-avatar.json'), 'utf8')) as Fixture;
const r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
const size = { width: 1920, height: 1080 };
// Speech throughout the measured frames, so every talking frame opens and closes the mouth.
const track = trackFromPhonemes(
  Array.from({ length: 200 }, (_, i) => ({
    ms: i * 120,
    durationMs: 100,
    phoneme: ['m', 'a1', 's', 'i4', 'o3', 'u2'][i % 6]!,
  })),
);
const [talkingPlan] = r.plans(fixture.project, [{ visemes: track.map((k) => [k.ms, k.v] as const) }]);
talkingPlan!.durationMs = 30_000;
const stillOf = (plan: RenderPlan): RenderPlan => {
  const still = structuredClone(plan);
  delete (still.layers[0] as MediaLayer).photo;
  return still;
};
// The same portrait in a close-up: its face (72 of its 400 pixels) about 400 pixels wide on screen.
const closeUp = structuredClone(talkingPlan!);
closeUp.layers[0]!.box = { x: -2, y: 17, w: 2200, h: 2200 };

/**
 * CPU milliseconds per frame over `n` frames from `from` ms on. CPU time, not wall time: the
 * composer is single-threaded WebAssembly, and on a shared machine wall time mostly measures the
 * neighbours.
 */
async function msPerFrame(plan: RenderPlan, from: number, n: number): Promise<number> {
  const t0 = process.cpuUsage();
  for (let f = 0; f < n; f++) await r.renderRaw(plan, from + f * 40, size);
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / 1000 / n;
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

/** Still against talking, in rounds over the same times; returns the still frame's median ms. */
async function compare(name: string, talking: RenderPlan, rounds: number): Promise<number> {
  const still = stillOf(talking);
  for (let f = 0; f < 10; f++) {
    await r.renderRaw(still, f * 40, size);
    await r.renderRaw(talking, f * 40, size);
  }
  // On a shared machine the load changes within seconds, so each round's ratio compares like with
  // like and the median of the rounds is reported.
  const ratios: number[] = [],
    stills: number[] = [],
    talkings: number[] = [];
  const FRAMES = 50;
  for (let round = 0; round < rounds; round++) {
    const from = 200 + (round % 4) * 2400;
    const a = await msPerFrame(still, from, FRAMES),
      b = await msPerFrame(talking, from, FRAMES);
    stills.push(a);
    talkings.push(b);
    ratios.push(b / a);
  }
  console.log(
    `${name}: still portrait ${(1000 / median(stills)).toFixed(1)} fps, talking photo avatar ${(1000 / median(talkings)).toFixed(1)} fps (1920×1080, CPU time, medians of ${rounds} rounds of ${FRAMES} frames)`,
  );
  console.log(
    `  talking costs ${((median(ratios) - 1) * 100).toFixed(1)} % more per frame (median of the rounds' ratios; rounds: ${ratios.map((x) => ((x - 1) * 100).toFixed(0)).join(', ')} %)`,
  );
  return median(stills);
}
const stillMs = await compare('presenter (face ~180 px wide)', talkingPlan!, 16);
await compare('close-up (face ~400 px wide)', closeUp, 8);

// The live face alone (mesh, warp, mouth) drawn into a 1080p surface at the scene's scale: what
// talking adds to a frame, without the frame around it.
const layer = talkingPlan!.layers[0] as MediaLayer;
const loader = createNodeAssetLoader(r.ck, { storageRoot: FIXTURES_DIR });
const assets = await resolveAssets(frameAssets(talkingPlan!, 0), loader.load);
const portrait = assets.get(layer.url),
  landmarks = assets.get(layer.photo!.landmarksUrl);
if (!portrait?.ok || !landmarks?.ok) throw new Error('photo avatar fixture did not load');
const surface = makeRasterSurface(r.ck, size.width, size.height)!;
const canvas = surface.getCanvas();
const placement = fitRect(layer.fit, portrait.image.width(), portrait.image.height(), layer.box);
const runs: number[] = [];
for (let run = 0; run < 5; run++) {
  const t0 = process.cpuUsage();
  for (let f = 0; f < 300; f++) {
    canvas.save();
    canvas.translate(layer.box.x, layer.box.y);
    drawPhotoFace(r.ck, canvas, portrait.image, landmarks.image, layer.photo!, placement, f * 40);
    canvas.restore();
  }
  surface.flush();
  const used = process.cpuUsage(t0);
  runs.push((used.user + used.system) / 1000 / 300);
}
const alone = median(runs);
console.log(
  `the presenter's live face alone: ${alone.toFixed(3)} ms per frame = ${((100 * alone) / stillMs).toFixed(1)} % of a still frame`,
);
surface.delete();
loader.dispose();
r.dispose();
