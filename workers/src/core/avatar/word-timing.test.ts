import { describe, expect, it } from 'vitest';
import { syllableVisemes, trackFromTimedWords } from './word-timing';

describe('lip-sync from word timestamps', () => {
  it('reads a pinyin syllable as its initial and its main vowel', () => {
    expect(syllableVisemes('bao3')).toEqual({ initial: 7, final: 1 });
    expect(syllableVisemes('shou1')).toEqual({ initial: 9, final: 4 });
    expect(syllableVisemes('ju2')).toEqual({ initial: 9, final: 11 });
    expect(syllableVisemes('lu4')).toEqual({ initial: 8, final: 5 });
    expect(syllableVisemes('ai4')).toEqual({ initial: null, final: 1 });
  });

  it('keys each character at its own time and closes the mouth between words', () => {
    const track = trackFromTimedWords([
      { text: '欢', beginMs: 0, endMs: 200, phoneme: 'huan1' },
      { text: '迎', beginMs: 200, endMs: 400, phoneme: 'ying2' },
      { text: '，', beginMs: 400, endMs: 400, phoneme: null },
      { text: '买', beginMs: 700, endMs: 900, phoneme: 'mai3' },
    ]);
    expect(track[0]).toEqual({ ms: 0, v: 10 });
    expect(track).toContainEqual({ ms: 70, v: 1 });
    // The pause after 迎 is a closed mouth until 买 starts with closed lips (M), then opens.
    expect(track).toContainEqual({ ms: 400, v: 0 });
    expect(track).toContainEqual({ ms: 700, v: 7 });
    expect(track.at(-1)).toEqual({ ms: 900, v: 0 });
    expect(track.map((k) => k.ms)).toEqual([...track.map((k) => k.ms)].sort((a, b) => a - b));
  });
});
