/**
 * Memory over many renders in one process, as a long-lived server or kiosk renders: each round makes a
 * renderer as a render job does, draws every golden fixture at its project size (frames and a
 * thumbnail), and disposes it; after each round it prints CanvasKit's WebAssembly heap and the
 * process's resident memory. A heap that keeps growing round after round is a leak; one that
 * settles is the allocator's high-water mark.
 *
 *   npm run -w workers bench:soak -- [rounds=30]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type Fixture } from '../src/node/golden';
import { loadCanvasKit } from '../src/node/canvaskit';
import { createNodeRenderer } from '../src/node/render';

const rounds = Number(process.argv[2] ?? 30);
const fixtures = readdirSync(FIXTURES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(FIXTURES_DIR, f), 'utf8')) as Fixture)
  .filter((f) => !f.name.startsWith('broken'));

const ck = await loadCanvasKit();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const heapMb = () => mb((ck as unknown as { HEAPU8: Uint8Array }).HEAPU8.length);
console.log(`${fixtures.length} fixtures a round; heap at start ${heapMb()} MB`);

for (let round = 1; round <= rounds; round++) {
  const started = performance.now();
  const renderer = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
  let frames = 0;
  try {
    for (const fixture of fixtures) {
      const [plan] = renderer.plans(fixture.project, fixture.timings).slice(fixture.scene);
      if (!plan) continue;
      for (const t of fixture.times.length > 0 ? fixture.times : [0, 500, 1000]) {
        await renderer.renderPlan(plan, t, plan.size, 'rgba');
        frames++;
      }
      await renderer.renderThumbnail(fixture.project, fixture.scene, undefined, fixture.timings);
    }
  } finally {
    renderer.dispose();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `round ${round}: ${frames} frames in ${seconds} s, wasm heap ${heapMb()} MB, rss ${mb(process.memoryUsage().rss)} MB`,
  );
}
