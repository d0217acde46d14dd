import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRenderer, type NodeRenderer } from '@portal/workers/node/render';
import { renderAssetOptions } from './local-assets';
import { createStorage, type Storage } from './storage';

const OWN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const size = { width: 160, height: 90 };

describe('server renders read only the company’s and the platform’s stored files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'render-assets-'));
  let storage: Storage;
  let renderer: NodeRenderer;
  beforeAll(async () => {
    storage = createStorage({ dataDir, secret: 'test-secret', s3: undefined });
    const probe = await createNodeRenderer({});
    // A red picture, drawn by the render core itself, stored for both companies.
    const red = (await probe.renderFrame({ videoSize: size, scenes: [{ backgroundColor: '#ff0000' }] }, 0, 0, size))
      .bytes;
    probe.dispose();
    await storage.store.putBytes(`c/${OWN}/MATERIAL/a/red.png`, red);
    await storage.store.putBytes(`c/${OTHER}/MATERIAL/b/red.png`, red);
    renderer = await createNodeRenderer(renderAssetOptions(storage, OWN));
  });
  afterAll(() => {
    renderer?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The frame with the picture over the whole of a blue scene: its pixels at a few points and the asset failures. */
  const draw = async (mediaUrl: string) => {
    const project = {
      videoSize: size,
      scenes: [
        {
          backgroundColor: '#0000ff',
          displayImages: [{ mediaUrl, X: 0, Y: 0, Width: size.width, Height: size.height }],
        },
      ],
    };
    const [plan] = renderer.plans(project);
    const frame = await renderer.renderPlan(plan!, 0, size, 'rgba');
    const at = (x: number, y: number) => {
      const i = (y * size.width + x) * 4;
      return [...frame.bytes.subarray(i, i + 4)];
    };
    // The centre, and a point of each half away from the placeholder's cross and border.
    return { centre: at(80, 45), left: at(40, 45), right: at(120, 45), failures: frame.failures };
  };
  const RED = [255, 0, 0, 255];
  /** drawPlaceholder's fill (200, 200, 200): a refused picture is visibly missing, never blank or blue. */
  const PLACEHOLDER = [200, 200, 200, 255];
  const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 2);

  it('draws the company’s own stored picture', async () => {
    const frame = await draw(`/storage/c/${OWN}/MATERIAL/a/red.png`);
    expect(frame.failures).toEqual([]);
    for (const pixel of [frame.centre, frame.left, frame.right]) expect(near(pixel, RED), String(pixel)).toBe(true);
  });

  it.each([
    ['another company’s /storage path', `/storage/c/${OTHER}/MATERIAL/b/red.png`],
    ['another company’s key as a bare path', `c/${OTHER}/MATERIAL/b/red.png`],
    ['a doubled slash', `/storage//c/${OTHER}/MATERIAL/b/red.png`],
    ['its own file as a bare path', `c/${OWN}/MATERIAL/a/red.png`],
    ['a file: URL', `file://${dataDir}/storage/c/${OTHER}/MATERIAL/b/red.png`],
  ])('refuses %s: the placeholder is drawn and the failure reported', async (_what, url) => {
    const frame = await draw(url);
    expect(frame.failures.map((f) => f.url)).toEqual([url]);
    expect(near(frame.left, PLACEHOLDER), String(frame.left)).toBe(true);
    expect(near(frame.right, PLACEHOLDER), String(frame.right)).toBe(true);
    // The cross runs through the centre: darker grey, still neither red nor the blue background.
    const [r, g, b] = frame.centre as [number, number, number];
    expect(r === g && g === b && r < 200).toBe(true);
  });
});
