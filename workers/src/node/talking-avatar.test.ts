import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePixels, FIXTURES_DIR, type Fixture } from './golden';
import { createNodeRenderer, type NodeRenderer } from './render';

// The golden fixture's fixed speech track: M 400–480, A to 900, silence to 1400, O to 1800, S to 2000.
const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'talking-avatar.json'), 'utf8')) as Fixture;
const armsFixture = (pose: 'standing' | 'presenting') =>
  JSON.parse(readFileSync(path.join(FIXTURES_DIR, `talking-arms-${pose}.json`), 'utf8')) as Fixture;
let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
});
afterAll(() => r.dispose());

/** Dark mouth-opening pixels around the mouth (at half size: the avatar spans 380–650 × 30–510). */
async function mouthPixels(t: number): Promise<number> {
  const png = decodePixels(
    r.ck,
    (await r.renderFrame(fixture.project, 0, t, { width: 960, height: 540 }, fixture.timings)).bytes,
  );
  let n = 0;
  for (let y = 195; y < 240; y++)
    for (let x = 485; x < 545; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! < 120 && png.data[i + 1]! < 60 && png.data[i]! > png.data[i + 1]! + 30) n++; // the dark red opening, not the eyes
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
    expect(a).toBeGreaterThan(200);
    expect(o).toBeGreaterThan(80);
    expect(o).toBeLessThan(a); // rounder, narrower
  });

  it('moves the arm of body art only: painted art keeps its own arm', () => {
    const [painted] = r.plans(fixture.project, fixture.timings);
    expect(painted!.layers[0]).not.toHaveProperty('arm');
    expect((painted!.layers[0] as { rig?: object }).rig).not.toHaveProperty('arms');
    const standing = armsFixture('standing');
    const [body] = r.plans(standing.project, standing.timings);
    expect(body!.layers[0]).toMatchObject({
      arm: { personaBizId: 'vh-studio-xiaoya', pose: 'standing' },
      rig: { arms: 'standing' },
    });
    // Body art without a talking character still shows its arm, at rest, as part of the picture.
    const [still] = r.plans({
      scenes: [
        {
          virtualHuman: {
            nodeType: 'human',
            mediaUrl: '/storage/platform/avatars/vh-studio-sixin/presenting-body.png?v=1',
            X: 0,
            Y: 0,
            Width: 54,
            Height: 96,
          },
        },
      ],
    });
    expect(still!.layers[0]).toMatchObject({ arm: { personaBizId: 'vh-studio-sixin', pose: 'presenting' } });
    expect(still!.layers[0]).not.toHaveProperty('rig');
  });

  it('raises the forearm and opens the hand after a sentence start, and lowers it again', async () => {
    // Standing: the hand rests at the waist (art 0.69 × 0.8) and rises to 0.915 × 0.6 at the peak.
    const f = armsFixture('standing');
    const skinAt = async (t: number, fx: number, fy: number) => {
      const png = decodePixels(
        r.ck,
        (await r.renderFrame(f.project, 0, t, { width: 960, height: 540 }, f.timings)).bytes,
      );
      // The human box is 760,60 540×960 at full size: art fractions map at half size onto it.
      const cx = Math.round((760 + fx * 540) / 2),
        cy = Math.round((60 + fy * 960) / 2);
      let n = 0;
      for (let y = cy - 14; y < cy + 14; y++)
        for (let x = cx - 14; x < cx + 14; x++) {
          const i = (y * png.width + x) * 4;
          if (png.data[i]! > 200 && png.data[i + 1]! > 160 && png.data[i + 2]! > 130 && png.data[i + 2]! < 200) n++; // skin, not the blue ground or the white shirt
        }
      return n;
    };
    const [restLow, restHigh, peakLow, peakHigh, laterLow] = await Promise.all([
      skinAt(200, 0.69, 0.815),
      skinAt(200, 0.93, 0.58),
      skinAt(1000, 0.69, 0.815),
      skinAt(1000, 0.93, 0.58),
      skinAt(1800, 0.69, 0.815),
    ]);
    expect(restLow).toBeGreaterThan(60);
    expect(restHigh).toBe(0);
    expect(peakLow).toBe(0);
    expect(peakHigh).toBeGreaterThan(60);
    expect(laterLow).toBe(restLow);
  });

  it('draws a still picture for an avatar the rig does not know', () => {
    const [plan] = r.plans({
      scenes: [
        { virtualHuman: { nodeType: 'human', mediaUrl: 'assets/avatar.png', X: 0, Y: 0, Width: 10, Height: 10 } },
      ],
    });
    expect(plan!.layers[0]).not.toHaveProperty('rig');
    const [talking] = r.plans(fixture.project, fixture.timings);
    expect(talking!.layers[0]).toMatchObject({ kind: 'human', rig: { personaBizId: 'vh-studio-xiaoya' } });
  });
});
