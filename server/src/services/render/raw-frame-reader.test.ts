import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../media/ffmpeg';
import { decodeSize, RawFrameReader } from './raw-frame-reader';

describe('RawFrameReader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'raw-frames-'));
  const clip = join(dir, 'clip.mp4');
  const size = { width: 64, height: 36 };
  const frameBytes = size.width * size.height * 4;
  // One second at 10 fps: a grey level that steps up each frame, so frames can be told apart.
  beforeAll(async () => {
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=64x36:r=10:d=1',
      '-vf',
      "geq=lum='N*20':cb=128:cr=128",
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '1',
      clip,
    ]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const level = (frame: Uint8Array) => frame[0]!;

  it('reads frames in order at the asked rate, holds the last past the end and goes back by restarting', async () => {
    const reader = new RawFrameReader(clip, size, 10);
    try {
      // Frames live in reused buffers: what is kept past the next read is copied.
      const first = Uint8Array.from(await reader.frame(0));
      expect(first.byteLength).toBe(frameBytes);
      const third = await reader.frame(2);
      expect(level(third)).toBeGreaterThan(level(first) + 20);
      expect(await reader.frame(2)).toBe(third);
      const levels = [];
      for (let i = 3; i <= 9; i++) levels.push(level(await reader.frame(i)));
      // Each frame its own, in order, though they share a few buffers.
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      expect(new Set(levels).size).toBe(levels.length);
      const last = await reader.frame(9);
      // Past the clip's end the last frame stays.
      expect(await reader.frame(40)).toBe(last);
      expect(await reader.frame(41)).toBe(last);
      const again = await reader.frame(0);
      expect(Math.abs(level(again) - level(first))).toBeLessThan(4);
      expect(reader.position).toBe(1);
    } finally {
      reader.close();
    }
  }, 30_000);

  it('refuses a file without frames instead of waiting', async () => {
    const reader = new RawFrameReader(join(dir, 'missing.mp4'), size, 10);
    await expect(reader.frame(0)).rejects.toThrow(/no frames/);
    reader.close();
  });

  it('decodes at most 1920 wide with even sides', () => {
    expect(decodeSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(decodeSize(641, 361)).toEqual({ width: 642, height: 362 });
  });
});
