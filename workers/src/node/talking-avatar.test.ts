import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePixels, FIXTURES_DIR, type Fixture } from './golden';
import { createNodeRenderer, type NodeRenderer } from './render';

// The golden fixture's fixed speech track: M 400–480, A to 900, silence to 1400, O to 1800, S to 2000.
const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'talking-avatar.json'), 'utf8')) as Fixture;
let r: NodeRenderer;
beforeAll(async () => { r = await createNodeRenderer({ storageRoot: FIXTURES_DIR }); });
afterAll(() => r.dispose());

/** Dark mouth-opening pixels around the mouth (at half size: the avatar spans 380–650 × 30–510). */
async function mouthPixels(t: number): Promise<number> {
  const png = decodePixels(r.ck, (await r.renderFrame(fixture.project, 0, t, { width: 960, height: 540 })).bytes);
  let n = 0;
  for (let y = 195; y < 240; y++) for (let x = 485; x < 545; x++) {
    const i = (y * png.width + x) * 4;
    if (png.data[i]! < 120 && png.data[i + 1]! < 60 && png.data[i]! > png.data[i + 1]! + 30) n++; // the dark red opening, not the eyes
  }
  return n;
}

describe('the talking rig', () => {
  it('opens the mouth on vowels and closes it on silence and M', async () => {
    const [silent = -1, m = -1, a = -1, after = -1, o = -1] = await Promise.all([200, 460, 700, 1200, 1600].map(mouthPixels));
    expect(silent).toBe(0);
    expect(m).toBeLessThan(20);
    expect(after).toBe(0);
    expect(a).toBeGreaterThan(200);
    expect(o).toBeGreaterThan(80);
    expect(o).toBeLessThan(a); // rounder, narrower
  });

  it('draws a still picture for an avatar the rig does not know', () => {
    const [plan] = r.plans({ scenes: [{ virtualHuman: { nodeType: 'human', mediaUrl: 'assets/avatar.png', X: 0, Y: 0, Width: 10, Height: 10 } }] });
    expect(plan!.layers[0]).not.toHaveProperty('rig');
    const [talking] = r.plans(fixture.project);
    expect(talking!.layers[0]).toMatchObject({ kind: 'human', rig: { personaBizId: 'vh-studio-xiaoya' } });
  });
});
