import { describe, expect, it } from 'vitest';
import { ratioOf, sizeLabel } from './video-ratio';

describe('ratioOf', () => {
  it('names the spec sizes', () => {
    expect(ratioOf({ width: 1920, height: 1080 })).toBe('16:9');
    expect(ratioOf({ width: 720, height: 1920 })).toBe('6:16');
    expect(ratioOf({ width: 1320, height: 1920 })).toBe('11:16');
  });
  it('reduces other sizes', () => expect(ratioOf({ width: 1200, height: 900 })).toBe('4:3'));
  it('labels a size', () => expect(sizeLabel({ width: 1080, height: 1920 })).toBe('1080×1920 · 9:16'));
});
