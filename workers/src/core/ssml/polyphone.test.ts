import { describe, expect, it } from 'vitest';
import { isKnownReading, isPolyphone, readingsOf } from './polyphone';

describe('polyphone picker (pinyin-pro dictionary)', () => {
  it('offers every reading, the common one first', () => {
    expect(readingsOf('行')).toEqual(expect.arrayContaining(['xing2', 'hang2']));
    expect(readingsOf('行')[0]).toBe('xing2');
    expect(readingsOf('长').slice(0, 2)).toEqual(['chang2', 'zhang3']);
    expect(readingsOf('重').slice(0, 2)).toEqual(['zhong4', 'chong2']);
  });

  it('writes the neutral tone as 5, the markup form of 001 §5', () => {
    expect(readingsOf('的')).toContain('de5');
    expect(readingsOf('了')[0]).toBe('le5');
  });

  it('offers nothing for non-Han characters', () => {
    expect(readingsOf('a')).toEqual([]);
    expect(readingsOf('。')).toEqual([]);
    expect(isPolyphone('行')).toBe(true);
    expect(isPolyphone('我')).toBe(false);
  });

  it('accepts only readings the dictionary knows, ü written either way', () => {
    expect(isKnownReading('行', 'hang2')).toBe(true);
    expect(isKnownReading('行', 'HANG2')).toBe(true);
    expect(isKnownReading('行', 'hang3')).toBe(false);
    expect(isKnownReading('长', 'zhang3')).toBe(true);
    expect(isKnownReading('重', 'zhong1')).toBe(false);
    expect(isKnownReading('绿', 'lv4')).toBe(true);
    expect(isKnownReading('绿', 'lü4')).toBe(true);
    expect(isKnownReading('A', 'ei1')).toBe(true);
  });
});
