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
    const red = (await probe.renderFrame({ videoSize: size, scenes: [{ backgroundColor: '#ff0000' }] }, 0, 0, size)).bytes;
    probe.dispose();
    await storage.store.putBytes(`c/${OWN}/MATERIAL/a/red.png`, red);
    await storage.store.putBytes(`c/${OTHER}/MATERIAL/b/red.png`, red);
    renderer = await createNodeRenderer(renderAssetOptions(storage, OWN));
  });
  afterAll(() => {
    renderer?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const centre = async (mediaUrl: string) => {
    const project = { videoSize: size, scenes: [{ backgroundColor: '#0000ff', displayImages: [{ mediaUrl, X: 0, Y: 0, Width: size.width, Height: size.height }] }] };
    const [plan] = renderer.plans(project);
    const rgba = (await renderer.renderPlan(plan!, 0, size, 'rgba')).bytes;
    const i = (Math.floor(size.height / 2) * size.width + Math.floor(size.width / 2)) * 4;
    return [rgba[i], rgba[i + 1], rgba[i + 2]];
  };
  const isRed = (rgb: (number | undefined)[]) => rgb[0]! > 200 && rgb[1]! < 60 && rgb[2]! < 60;

  it('draws the company’s own stored picture', async () => {
    expect(isRed(await centre(`/storage/c/${OWN}/MATERIAL/a/red.png`))).toBe(true);
  });

  it.each([
    ['another company’s /storage path', `/storage/c/${OTHER}/MATERIAL/b/red.png`],
    ['another company’s key as a bare path', `c/${OTHER}/MATERIAL/b/red.png`],
    ['a doubled slash', `/storage//c/${OTHER}/MATERIAL/b/red.png`],
    ['its own file as a bare path', `c/${OWN}/MATERIAL/a/red.png`],
    ['a file: URL', `file://${dataDir}/storage/c/${OTHER}/MATERIAL/b/red.png`],
  ])('refuses %s', async (_what, url) => {
    expect(isRed(await centre(url))).toBe(false);
  });
});
