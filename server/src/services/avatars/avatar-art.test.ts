import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasKit } from 'canvaskit-wasm';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { bodyArtKey } from '@portal/workers/core/avatar/arms';
import { FIXTURES_DIR } from '@portal/workers/node/golden';
import { CHARACTER_LOOKS } from '@portal/workers/core/avatar/characters';
import { drawAvatarPng } from './avatar-art';

let ck: CanvasKit;
beforeAll(async () => {
  ck = await loadCanvasKit();
});

const pixels = (png: Uint8Array) => {
  const img = ck.MakeImageFromEncoded(png)!;
  const px = img.readPixels(0, 0, {
    width: img.width(),
    height: img.height(),
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  }) as Uint8Array;
  img.delete();
  return px;
};
/** Opaque pixels in a rectangle of the 540×960 art. */
const opaqueIn = (px: Uint8Array, l: number, t: number, r: number, b: number, alpha = 200) => {
  let n = 0;
  for (let y = t; y < b; y++) for (let x = l; x < r; x++) if (px[(y * 540 + x) * 4 + 3]! > alpha) n++;
  return n;
};

describe('avatar pictures', () => {
  const look = CHARACTER_LOOKS['vh-studio-xiaoya']!;

  it('draws every character as a figure with a head and a body', () => {
    for (const [id, l] of Object.entries(CHARACTER_LOOKS)) {
      const px = pixels(drawAvatarPng(ck, l, 'standing', 'body'));
      // The head about the middle of the top third, the body below it, the corners empty.
      expect(opaqueIn(px, 230, 60, 310, 300), id).toBeGreaterThan(3000);
      expect(opaqueIn(px, 200, 420, 340, 700), id).toBeGreaterThan(15000);
      expect(opaqueIn(px, 0, 0, 40, 40), id).toBe(0);
    }
  });

  it('puts the portrait on a backdrop disc; body art has none', () => {
    const painted = pixels(drawAvatarPng(ck, look, 'standing'));
    const body = pixels(drawAvatarPng(ck, look, 'standing', 'body'));
    expect(opaqueIn(painted, 30, 380, 60, 420, 20)).toBe(30 * 40);
    expect(opaqueIn(body, 30, 380, 60, 420, 0)).toBe(0);
  });

  it('paints each posture its own arms', () => {
    const standing = pixels(drawAvatarPng(ck, look, 'standing', 'body'));
    const presenting = pixels(drawAvatarPng(ck, look, 'presenting', 'body'));
    let differ = 0;
    for (let i = 0; i < standing.length; i += 4)
      if (standing[i] !== presenting[i] || standing[i + 3] !== presenting[i + 3]) differ++;
    expect(differ).toBeGreaterThan(2000);
  });

  it('is the render core’s fixture (the goldens draw the same figure)', () => {
    for (const pose of ['standing', 'presenting'] as const) {
      const fixture = pixels(readFileSync(join(FIXTURES_DIR, bodyArtKey('vh-studio-xiaoya', pose))));
      expect(Buffer.from(fixture).equals(Buffer.from(pixels(drawAvatarPng(ck, look, pose, 'body'))))).toBe(true);
    }
  });

  it('gives back the memory of every picture it draws', () => {
    const heap = () => (ck as unknown as { HEAPU8: Uint8Array }).HEAPU8.length;
    for (let i = 0; i < 3; i++) drawAvatarPng(ck, look, 'standing');
    const before = heap();
    // 80 pictures of 540×960: a surface whose 2 MB of pixels stayed behind would grow the heap by 160 MB.
    for (let i = 0; i < 80; i++) drawAvatarPng(ck, look, 'standing');
    expect(heap() - before).toBeLessThan(32 * 1024 * 1024);
  });
});
