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
const opaqueIn = (px: Uint8Array, l: number, t: number, r: number, b: number) => {
  let n = 0;
  for (let y = t; y < b; y++) for (let x = l; x < r; x++) if (px[(y * 540 + x) * 4 + 3]! > 200) n++;
  return n;
};

describe('body art', () => {
  const look = CHARACTER_LOOKS['vh-studio-xiaoya']!;

  it('leaves out the forearm and hand the rig draws, where the painted art has them', () => {
    // The presenting forearm and hand of the painted art stand out right of the backdrop disc.
    const painted = pixels(drawAvatarPng(ck, look, 'presenting'));
    const body = pixels(drawAvatarPng(ck, look, 'presenting', 'body'));
    expect(opaqueIn(painted, 470, 430, 530, 520)).toBeGreaterThan(1000);
    expect(opaqueIn(body, 470, 430, 530, 520)).toBe(0);
  });

  it('paints each posture its own upper arm', () => {
    const standing = pixels(drawAvatarPng(ck, look, 'standing', 'body'));
    const presenting = pixels(drawAvatarPng(ck, look, 'presenting', 'body'));
    let differ = 0;
    for (let i = 0; i < standing.length; i += 4)
      if (standing[i] !== presenting[i] || standing[i + 3] !== presenting[i + 3]) differ++;
    expect(differ).toBeGreaterThan(200);
  });

  it('is what the render core’s goldens draw over (the fixture is this art)', () => {
    for (const pose of ['standing', 'presenting'] as const) {
      const fixture = pixels(readFileSync(join(FIXTURES_DIR, bodyArtKey('vh-studio-xiaoya', pose))));
      expect(Buffer.from(fixture).equals(Buffer.from(pixels(drawAvatarPng(ck, look, pose, 'body'))))).toBe(true);
    }
  });
});
