/**
 * Talking rig against the still avatar: the same 1080p scene of body art composed with the layer
 * cache warm, once with the rig (a lip-sync track, the gesturing arm) and once as a picture (its arm
 * at rest, cached with it); prints both and their ratio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type Fixture } from '../src/node/golden';
import { createNodeRenderer } from '../src/node/render';
import { loadCanvasKit } from '../src/node/canvaskit';
import { drawRig } from '../src/core/avatar/rig';
import { makeRasterSurface } from '../src/core/compose/surface';
import { trackFromPhonemes } from '../src/core/avatar/visemes';

const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'talking-arms-presenting.json'), 'utf8')) as Fixture;
const still = structuredClone(fixture.project) as { scenes: { virtualHuman: Record<string, unknown> }[] };
delete still.scenes[0]!.virtualHuman.personaBizId;
const r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
const size = { width: 1920, height: 1080 };
/**
 * CPU milliseconds per frame over `n` frames from `from` ms on. CPU time, not wall time: the
 * composer is single-threaded WebAssembly, and on a shared machine wall time mostly measures the
 * neighbours.
 */
async function msPerFrame(plan: ReturnType<typeof r.plans>[number], from: number, n: number): Promise<number> {
  const t0 = process.cpuUsage();
  for (let f = 0; f < n; f++) await r.renderRaw(plan, from + f * 40, size);
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / 1000 / n;
}
const [stillPlan] = r.plans(still);
const [talkingPlan] = r.plans(fixture.project, fixture.timings);
for (let f = 0; f < 10; f++) {
  await r.renderRaw(stillPlan!, f * 40, size);
  await r.renderRaw(talkingPlan!, f * 40, size);
}
// Rounds of still then talking over the same times: on a shared machine the load changes within
// seconds, so each round's ratio compares like with like and the median of the rounds is reported.
const ratios: number[] = [],
  stills: number[] = [],
  talkings: number[] = [];
const ROUNDS = 24,
  FRAMES = 50;
for (let round = 0; round < ROUNDS; round++) {
  const from = 200 + (round % 4) * 1200;
  const a = await msPerFrame(stillPlan!, from, FRAMES),
    b = await msPerFrame(talkingPlan!, from, FRAMES);
  stills.push(a);
  talkings.push(b);
  ratios.push(b / a);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
console.log(
  `still avatar ${(1000 / median(stills)).toFixed(1)} fps, talking ${(1000 / median(talkings)).toFixed(1)} fps (CPU time, medians of ${ROUNDS} rounds of ${FRAMES} frames)`,
);
console.log(
  `talking costs ${((median(ratios) - 1) * 100).toFixed(1)} % more per frame (median of the rounds' ratios; rounds: ${ratios.map((x) => ((x - 1) * 100).toFixed(0)).join(', ')} %)`,
);

// The talking rig alone (the head, the arms in a gesture) drawn into a 1080p surface of the render's
// pixel format, at the scene's avatar size: what talking adds to a frame, without the frame around
// it, as a share of the still frame's median cost.
const ck = await loadCanvasKit();
const surface = makeRasterSurface(ck, size.width, size.height)!;
const track = trackFromPhonemes(
  Array.from({ length: 200 }, (_, i) => ({
    ms: i * 120,
    durationMs: 100,
    phoneme: ['m', 'a1', 's', 'i4', 'o3', 'u2'][i % 6]!,
  })),
);
const rig = { personaBizId: 'vh-studio-xiaoya', track, sentenceStarts: [400, 5000], arms: 'presenting' as const };
function rigAlone(spec: typeof rig): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const t0 = process.cpuUsage();
    for (let f = 0; f < 500; f++) drawRig(ck, surface.getCanvas(), spec, { w: 540, h: 960 }, true, f * 40);
    surface.flush();
    const used = process.cpuUsage(t0);
    runs.push((used.user + used.system) / 1000 / 500);
  }
  return median(runs);
}
const share = (ms: number) =>
  `${ms.toFixed(3)} ms per frame = ${((100 * ms) / median(stills)).toFixed(1)} % of a still frame`;
console.log(`the rig alone: ${share(rigAlone(rig))}`);
// The arm is drawn only during a gesture (at rest it is cached with the picture): its worst case.
console.log(
  `the rig alone, gesturing in every frame: ${share(rigAlone({ ...rig, sentenceStarts: Array.from({ length: 20 }, (_, i) => i * 1000 - 200) }))}`,
);
surface.delete();
r.dispose();
