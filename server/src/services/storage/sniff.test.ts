import { describe, expect, it } from 'vitest';
import { imageIsWhole } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageIsWhole', () => {
  it('finds the end of a JPEG after its last scan, not the EXIF thumbnail’s', () => {
    const thumbnail = [0xff, 0xd8, 0xff, 0xda, 1, 2, 0xff, 0xd9];
    const scan = [0xff, 0xda, 3, 0xff, 0x00, 4];
    expect(imageIsWhole(bytes([0xff, 0xd8], thumbnail, scan, [0xff, 0xd9]), 'jpg')).toBe(true);
    expect(imageIsWhole(bytes([0xff, 0xd8], thumbnail, scan, [0xff, 0xd9], 'appended'), 'jpg')).toBe(true);
    expect(imageIsWhole(bytes([0xff, 0xd8], thumbnail, scan), 'jpg')).toBe(false);
    expect(imageIsWhole(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'jpg')).toBe(false);
  });

  it('wants the IEND chunk of a PNG', () => {
    const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(imageIsWhole(bytes(head, [0, 0, 0, 0], 'IEND', [0xae, 0x42, 0x60, 0x82]), 'png')).toBe(true);
    expect(imageIsWhole(bytes(head, [0, 0, 0, 13], 'IHDR'), 'png')).toBe(false);
  });

  it('holds WebP and BMP to the size their header declares', () => {
    const webp = (size: number, length: number) => bytes('RIFF', [size, 0, 0, 0], 'WEBP', new Array(length).fill(0));
    expect(imageIsWhole(webp(20, 16), 'webp')).toBe(true);
    expect(imageIsWhole(webp(40, 16), 'webp')).toBe(false);
    expect(imageIsWhole(bytes('BM', [30, 0, 0, 0], new Array(24).fill(0)), 'bmp')).toBe(true);
    expect(imageIsWhole(bytes('BM', [0, 1, 0, 0], new Array(24).fill(0)), 'bmp')).toBe(false);
  });
});
