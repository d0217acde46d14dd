import { describe, expect, it } from 'vitest';
import { eyeOpenAt, gestureAt, seedOf } from './life';
import { coarticulate, mouthAt, trackFromPcm, trackFromPhonemes, visemeOfPhoneme, VISEMES } from './visemes';
import { alignPhonemes, parseEspeakPhonemes } from './phoneme-timing';
import { faceAt } from './rig';

describe('visemes', () => {
  it('maps Mandarin and Cantonese phonemes, ignoring tones', () => {
    expect(VISEMES).toHaveLength(12);
    expect(
      ['a2', 'o3', 'u1', 'i4', 'm', 'f', 'ts', 's.', 'k', 'y', 'l'].map((p) => VISEMES[visemeOfPhoneme(p)].name),
    ).toEqual(['A', 'O', 'U', 'I', 'M/B/P', 'F/V', 'S/Z/C', 'S/Z/C', 'K/G/H', 'W/Ü', 'L/N/T/D']);
    expect(visemeOfPhoneme('_')).toBe(0);
  });

  it('builds a track with silence in the gaps and blends shapes over 60 ms', () => {
    const track = trackFromPhonemes([
      { ms: 100, durationMs: 80, phoneme: 'm' },
      { ms: 180, durationMs: 200, phoneme: 'a1' },
      { ms: 600, durationMs: 100, phoneme: 'o3' },
    ]);
    expect(track).toEqual([
      { ms: 100, v: 7 },
      { ms: 180, v: 1 },
      { ms: 380, v: 0 },
      { ms: 600, v: 4 },
      { ms: 700, v: 0 },
    ]);
    expect(mouthAt(track, 50).open).toBe(0);
    expect(mouthAt(track, 210).open).toBeCloseTo(0.5, 5); // halfway from M to A
    expect(mouthAt(track, 300).open).toBe(1);
    expect(mouthAt(track, 500).open).toBe(0);
  });

  it('opens the mouth where audio is loud and closes it in silence', () => {
    const rate = 16000;
    const pcm = new Int16Array(rate); // 1 s: silence, 0.5 s of a 220 Hz vowel-like tone, silence
    for (let i = rate / 4; i < (rate * 3) / 4; i++)
      pcm[i] = Math.round(12000 * Math.sin((2 * Math.PI * 220 * i) / rate));
    const track = trackFromPcm(pcm, rate);
    expect(mouthAt(track, 100).open).toBe(0);
    expect(mouthAt(track, 500).open).toBeGreaterThan(0.5);
    expect(mouthAt(track, 900).open).toBe(0);
  });
});

describe('phoneme timing', () => {
  it('reads eSpeak mnemonics into clauses of syllables, tones and language switches dropped', () => {
    expect(parseEspeakPhonemes("ni35nX'Au214_|\nw'o21_| ts.hu55tS;hy22_| b'a1k_| (en)h@55l'oU55_|")).toEqual([
      [
        ['n', 'i', 'n'],
        ['X', 'A', 'u'],
      ],
      [
        ['w', 'o'],
        ['ts.h', 'u'],
        ['tS;h', 'y'],
        ['b', 'a', 'k'],
        ['h', '@'],
        ['l', 'o', 'U'],
      ],
    ]);
  });

  it('lays each syllable onto its own voiced stretch', () => {
    const rate = 8000;
    const pcm = new Int16Array(rate); // voice 100–300 ms and 500–800 ms
    for (const [a, b] of [
      [100, 300],
      [500, 800],
    ] as const)
      for (let i = (a * rate) / 1000; i < (b * rate) / 1000; i++) pcm[i] = Math.round(9000 * Math.sin(i / 3));
    const timed = alignPhonemes(
      [
        [
          ['m', 'a'],
          ['p', 'o'],
        ],
      ],
      pcm,
      rate,
    );
    expect(timed.map((p) => p.phoneme)).toEqual(['m', 'a', 'p', 'o']);
    expect(timed[0]!.ms).toBe(100);
    expect(timed[1]!.ms + timed[1]!.durationMs).toBe(300);
    expect(timed[2]!.ms).toBe(500);
    expect(timed[3]!.ms + timed[3]!.durationMs).toBe(800);
  });

  it('rounds lips ahead of a rounded vowel and drops shapes too short to see, but never a closure', () => {
    expect(
      coarticulate([
        { ms: 0, v: 9 },
        { ms: 50, v: 5 },
        { ms: 200, v: 0 },
      ]),
    ).toEqual([
      { ms: 0, v: 11 },
      { ms: 50, v: 5 },
      { ms: 200, v: 0 },
    ]);
    expect(
      coarticulate([
        { ms: 0, v: 1 },
        { ms: 100, v: 8 },
        { ms: 110, v: 2 },
        { ms: 200, v: 7 },
        { ms: 210, v: 1 },
      ]),
    ).toEqual([
      { ms: 0, v: 1 },
      { ms: 110, v: 2 },
      { ms: 200, v: 7 },
      { ms: 210, v: 1 },
    ]);
  });
});

describe('life', () => {
  it('blinks at repeatable moments, a different rhythm per character', () => {
    const seed = seedOf('vh-studio-xiaoya');
    const samples = Array.from({ length: 600 }, (_, i) => eyeOpenAt(seed, i * 20));
    expect(samples.some((o) => o < 0.2)).toBe(true);
    expect(samples.filter((o) => o < 1).length).toBeLessThan(60);
    expect(Array.from({ length: 600 }, (_, i) => eyeOpenAt(seed, i * 20))).toEqual(samples);
    expect(Array.from({ length: 600 }, (_, i) => eyeOpenAt(seedOf('vh-studio-yunfan'), i * 20))).not.toEqual(samples);
    expect(eyeOpenAt(seed, 0)).toBe(1);
  });

  it('gestures after a sentence starts', () => {
    expect(gestureAt([1000], 900)).toBe(0);
    expect(gestureAt([1000], 1600)).toBeCloseTo(1, 5);
    expect(gestureAt([1000], 2300)).toBe(0);
  });

  it('sways the face and lifts it with each breath, the same at the same moment', () => {
    const rig = { personaBizId: 'vh-studio-xiaoya' };
    const at = (t: number) => {
      const f = faceAt(rig, t);
      return [f.dx, f.dy];
    };
    const path = Array.from({ length: 100 }, (_, i) => at(i * 100));
    expect(Array.from({ length: 100 }, (_, i) => at(i * 100))).toEqual(path);
    const xs = path.map(([x]) => x!),
      ys = path.map(([, y]) => y!);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(2);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(1);
    expect(Math.max(...xs.map(Math.abs), ...ys.map(Math.abs))).toBeLessThanOrEqual(4.5);
    // A nod with the gesture at a sentence start: the face is lower at the gesture's height.
    const talking = { personaBizId: 'vh-studio-xiaoya', sentenceStarts: [1000] };
    expect(faceAt(talking, 1600).dy - faceAt(rig, 1600).dy).toBeCloseTo(4, 5);
    expect(faceAt(talking, 900).dy).toBe(faceAt(rig, 900).dy);
  });
});
