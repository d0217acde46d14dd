import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePixels, FIXTURES_DIR, type Fixture } from './golden';
import { createNodeRenderer, type NodeRenderer } from './render';
import { armMovesAt, type RigSpec } from '../core/avatar/rig';

// The golden fixture's fixed speech track: M 400–480, A to 900, silence to 1400, O to 1800, S to 2000.
const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'talking-avatar.json'), 'utf8')) as Fixture;
const armsFixture = (pose: 'standing' | 'presenting') =>
  JSON.parse(readFileSync(path.join(FIXTURES_DIR, `talking-arms-${pose}.json`), 'utf8')) as Fixture;
let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
});
afterAll(() => r.dispose());

/** Dark mouth-opening pixels around the mouth (at half size the figure's mouth is near 515 × 190). */
async function mouthPixels(t: number): Promise<number> {
  const png = decodePixels(
    r.ck,
    (await r.renderFrame(fixture.project, 0, t, { width: 960, height: 540 }, fixture.timings)).bytes,
  );
  let n = 0;
  for (let y = 172; y < 215; y++)
    for (let x = 490; x < 540; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! < 95 && png.data[i + 1]! < 40 && png.data[i]! > png.data[i + 1]! + 30) n++; // the dark red opening, not the lips or the eyes
    }
  return n;
}

/** Pixels that differ between two frames inside a rectangle (half size). */
async function changed(f: Fixture, a: number, b: number, rect: [number, number, number, number]): Promise<number> {
  const [pa, pb] = await Promise.all(
    [a, b].map(async (t) =>
      decodePixels(r.ck, (await r.renderFrame(f.project, 0, t, { width: 960, height: 540 }, f.timings)).bytes),
    ),
  );
  let n = 0;
  for (let y = rect[1]; y < rect[3]; y++)
    for (let x = rect[0]; x < rect[2]; x++) {
      const i = (y * pa!.width + x) * 4;
      if (Math.abs(pa!.data[i]! - pb!.data[i]!) + Math.abs(pa!.data[i + 2]! - pb!.data[i + 2]!) > 40) n++;
    }
  return n;
}

describe('the talking rig', () => {
  it('opens the mouth on vowels and closes it on silence and M', async () => {
    const [silent = -1, m = -1, a = -1, after = -1, o = -1] = await Promise.all(
      [200, 460, 700, 1200, 1600].map(mouthPixels),
    );
    expect(silent).toBe(0);
    expect(m).toBeLessThan(20);
    expect(after).toBe(0);
    expect(a).toBeGreaterThan(120);
    expect(o).toBeGreaterThan(50);
    expect(o).toBeLessThan(a); // rounder, narrower
  });

  it('draws every platform picture of a character as its figure, talking when the element names it', () => {
    const [talking] = r.plans(fixture.project, fixture.timings);
    expect(talking!.layers[0]).toMatchObject({
      figure: { personaBizId: 'vh-studio-xiaoya', pose: 'presenting' },
      rig: { personaBizId: 'vh-studio-xiaoya', arms: 'presenting' },
    });
    // The first painted pictures of stored projects are the figure too; without a personaBizId it stays still.
    const [still] = r.plans({
      scenes: [
        {
          virtualHuman: {
            nodeType: 'human',
            mediaUrl: '/storage/platform/avatars/vh-studio-sixin/standing.png?v=1',
            X: 0,
            Y: 0,
            Width: 54,
            Height: 96,
          },
        },
      ],
    });
    expect(still!.layers[0]).toMatchObject({ figure: { personaBizId: 'vh-studio-sixin', pose: 'standing' } });
    expect(still!.layers[0]).not.toHaveProperty('rig');
  });

  it('chooses each sentence’s gesture from the caption’s text', () => {
    const cues = [
      { startMs: 0, endMs: 1000, text: '大家好！' },
      { startMs: 1000, endMs: 2000, text: '我们有理财、保险、贷款。' },
      { startMs: 2000, endMs: 3000, text: '{手势:思考}这样好吗' },
    ];
    const [plan] = r.plans(fixture.project, [{ ...fixture.timings![0], cues }]);
    const rig = (plan!.layers[0] as { rig?: { gestures?: object[] } }).rig;
    expect(rig?.gestures).toEqual([
      { ms: 0, gesture: 'welcome' },
      { ms: 1000, gesture: 'count', items: 3 },
      { ms: 2000, gesture: 'think' },
    ]);
  });

  it('raises the arms after a sentence start and lowers them again', async () => {
    const f = armsFixture('standing');
    // The arms' region right of the body (half size): the gesture at 1000 ms moves an arm through it.
    const arm: [number, number, number, number] = [540, 200, 700, 500];
    expect(await changed(f, 200, 1000, arm)).toBeGreaterThan(300);
    // Back at rest once the gesture is over (the body has shifted its weight meanwhile, so pixels move).
    const rig = (r.plans(f.project, f.timings)[0]!.layers[0] as { rig: RigSpec }).rig;
    expect([200, 1000, 3100].map((t) => armMovesAt(rig, t))).toEqual([false, true, false]);
  });

  it('draws a still picture for an avatar the rig does not know', () => {
    const [plan] = r.plans({
      scenes: [
        { virtualHuman: { nodeType: 'human', mediaUrl: 'assets/avatar.png', X: 0, Y: 0, Width: 10, Height: 10 } },
      ],
    });
    expect(plan!.layers[0]).not.toHaveProperty('rig');
    expect(plan!.layers[0]).not.toHaveProperty('figure');
  });
});
