import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaLayer, RenderPlan } from '../core/compose/plan';
import { fitRect } from '../core/compose/draw';
import { FACE_OVAL, INNER_LOWER_LIP, INNER_UPPER_LIP, LEFT_EYE, RIGHT_EYE } from '../core/photo-avatar/face-regions';
import { decodeLandmarks } from '../core/photo-avatar/landmarks';
import { decodePixels, FIXTURES_DIR, type Fixture } from './golden';
import { createNodeRenderer, type NodeRenderer } from './render';

// The golden fixture: silence at 200 ms, M at 460, A at 700, a blink at 1326 (silence), O at 1600.
const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'photo-avatar.json'), 'utf8')) as Fixture;
const ASTRONAUT = path.join(FIXTURES_DIR, 'assets/photo-avatars/astronaut');
const out = { width: 960, height: 540 };
let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
});
afterAll(() => r.dispose());

type Rect = [number, number, number, number];
const talkingPlan = (): RenderPlan => r.plans(fixture.project, fixture.timings)[0]!;
const stillPlan = (): RenderPlan => {
  const plan = talkingPlan();
  delete (plan.layers[0] as MediaLayer).photo;
  return plan;
};

/** Where landmarks land in the half-size frame: the portrait's fit in the layer box, then scaled. */
function frameRect(indices: readonly number[], pad: number): Rect {
  const layer = talkingPlan().layers[0] as MediaLayer;
  const { dst } = fitRect(layer.fit, 400, 400, layer.box);
  const s = out.width / 1920;
  const marks = decodeLandmarks(PNG.sync.read(readFileSync(path.join(ASTRONAUT, 'landmarks.png'))).data);
  const xs = indices.map((i) => (layer.box.x + dst[0] + marks[i]![0] * (dst[2] - dst[0])) * s);
  const ys = indices.map((i) => (layer.box.y + dst[1] + marks[i]![1] * (dst[3] - dst[1])) * s);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad].map(
    Math.round,
  ) as Rect;
}

async function frame(plan: RenderPlan, t: number, renderer = r): Promise<PNG> {
  return decodePixels(renderer.ck, (await renderer.renderPlan(plan, t, out, 'png')).bytes);
}

/** Pixels inside `rect` (or, with `outside`, everywhere else) that differ by more than a trace. */
function differing(a: PNG, b: PNG, rect: Rect, outside = false): number {
  let n = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const inside = x >= rect[0] && x < rect[2] && y >= rect[1] && y < rect[3];
      if (inside === outside) continue;
      const i = (y * a.width + x) * 4;
      if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) > 24) n++;
    }
  return n;
}

/** Dark red-brown pixels (an open mouth's inside) in a rectangle. */
function mouthDark(png: PNG, rect: Rect): number {
  let n = 0;
  for (let y = rect[1]; y < rect[3]; y++)
    for (let x = rect[0]; x < rect[2]; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! < 110 && png.data[i + 1]! < 60 && png.data[i]! > png.data[i + 2]!) n++;
    }
  return n;
}

describe('a photo avatar rendered in Node', () => {
  const mouth = () => frameRect([...INNER_UPPER_LIP, ...INNER_LOWER_LIP], 8);

  it('opens the mouth on A and O, and keeps it shut on silence and M', async () => {
    const [silent, m, a, o] = await Promise.all([200, 460, 700, 1600].map((t) => frame(talkingPlan(), t)));
    const dark = [silent!, m!, a!, o!].map((png) => mouthDark(png, mouth()));
    // The photo's own smile has a few dark pixels in its corners.
    expect(dark[0]).toBeLessThan(30);
    expect(dark[1]).toBeLessThan(30);
    expect(dark[2]).toBeGreaterThan(150);
    expect(dark[3]).toBeGreaterThan(50);
    expect(dark[3]).toBeLessThan(dark[2]!); // rounder and narrower than A
    expect(differing(silent!, a!, mouth())).toBeGreaterThan(300);
    expect(differing(silent!, m!, mouth())).toBeGreaterThan(100); // the lips pressed over the photo's teeth
  });

  it('leaves the photo around the face exactly as the still picture draws it', async () => {
    const face = frameRect(FACE_OVAL, 40);
    const still = await frame(stillPlan(), 700);
    for (const t of [200, 700, 1326, 1600]) {
      const talking = await frame(talkingPlan(), t);
      expect(differing(talking, still, face, true), `outside the face at ${t}`).toBe(0);
    }
    // …while the face itself moves (the head's motion and the mouth).
    expect(differing(await frame(talkingPlan(), 700), still, face)).toBeGreaterThan(150);
  });

  it('shuts the eyes at the blink', async () => {
    const eyes = frameRect([...LEFT_EYE.upper, ...LEFT_EYE.lower, ...RIGHT_EYE.upper, ...RIGHT_EYE.lower], 4);
    const [open, shut] = await Promise.all([1200, 1326].map((t) => frame(talkingPlan(), t)));
    expect(differing(open!, shut!, eyes)).toBeGreaterThan(150);
    // The same time apart with the eyes open: the head has moved as much, the lids have not.
    const before = await frame(talkingPlan(), 1074);
    expect(differing(before, open!, eyes)).toBeLessThan(differing(open!, shut!, eyes) / 2);
  });

  it('draws the still portrait, and reports it, when the landmarks are missing or not landmarks', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'photo-avatar-'));
    try {
      for (const [id, landmarks] of [
        ['missing', undefined],
        ['wrong', path.join(FIXTURES_DIR, 'assets/logo.png')],
      ] as const) {
        mkdirSync(path.join(root, 'photo-avatars', id), { recursive: true });
        copyFileSync(path.join(ASTRONAUT, 'portrait.jpg'), path.join(root, 'photo-avatars', id, 'portrait.jpg'));
        if (landmarks) copyFileSync(landmarks, path.join(root, 'photo-avatars', id, 'landmarks.png'));
      }
      const elsewhere = await createNodeRenderer({ storageRoot: root });
      try {
        for (const id of ['missing', 'wrong']) {
          const plan = talkingPlan();
          const layer = plan.layers[0] as MediaLayer;
          layer.url = `photo-avatars/${id}/portrait.jpg`;
          layer.photo!.landmarksUrl = `photo-avatars/${id}/landmarks.png`;
          const drawn = await elsewhere.renderPlan(plan, 700, out, 'png');
          expect(drawn.failures).toEqual([
            expect.objectContaining({ layerId: layer.id, url: `photo-avatars/${id}/landmarks.png` }),
          ]);
          const still = stillPlan();
          (still.layers[0] as MediaLayer).url = layer.url;
          const png = decodePixels(elsewhere.ck, drawn.bytes);
          expect(differing(png, await frame(still, 700, elsewhere), [0, 0, 0, 0], true)).toBe(0);
        }
      } finally {
        elsewhere.dispose();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
