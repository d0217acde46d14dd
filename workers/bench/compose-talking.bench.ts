/**
 * Talking rig against the still avatar: the same 1080p scene composed with the layer cache warm,
 * once with the rig (a lip-sync track) and once as a picture; prints both and their ratio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type Fixture } from '../src/node/golden';
import { createNodeRenderer } from '../src/node/render';

const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'talking-avatar.json'), 'utf8')) as Fixture;
const still = structuredClone(fixture.project) as { scenes: { virtualHuman: Record<string, unknown> }[] };
delete still.scenes[0]!.virtualHuman.personaBizId;
const r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
const size = { width: 1920, height: 1080 };
async function fps(project: unknown): Promise<number> {
  const [plan] = r.plans(project);
  for (let f = 0; f < 10; f++) await r.renderPlan(plan!, f * 40, size, 'rgba');
  const t0 = performance.now();
  const n = 75;
  for (let f = 0; f < n; f++) await r.renderPlan(plan!, 200 + f * 40, size, 'rgba');
  return (n * 1000) / (performance.now() - t0);
}
const a = await fps(still), b = await fps(fixture.project), a2 = await fps(still), b2 = await fps(fixture.project);
const stillFps = Math.max(a, a2), talkingFps = Math.max(b, b2);
console.log(`still avatar ${stillFps.toFixed(1)} fps, talking ${talkingFps.toFixed(1)} fps, talking costs ${((stillFps / talkingFps - 1) * 100).toFixed(1)} % more per frame`);
r.dispose();
