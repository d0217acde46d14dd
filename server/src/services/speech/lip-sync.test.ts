import { afterAll, describe, expect, it } from 'vitest';
import { alignPhonemes, isVowel, parseEspeakPhonemes, voicedRuns } from '@portal/workers/core/avatar/phoneme-timing';
import { mouthAt, VISEMES } from '@portal/workers/core/avatar/visemes';
import { EspeakPool } from './espeak-engine';
import { lipSyncTrack } from './synthesize';
import { wavSamples } from './wav';

/** The local engine, for real: its phonemes laid onto its own audio. */
describe('lip-sync from synthesised speech', () => {
  const pool = new EspeakPool(1);
  afterAll(() => pool.close());

  it.each([
    ['Mandarin', 'cmn+f3', '您好，我是您的数字员工。', 2, 10],
    ['Cantonese', 'yue', '你好，我係你嘅數字員工。', 2, 10],
  ])('%s: open mouths on vowels, a closed mouth in every pause', async (_language, voice, text, clauses, syllables) => {
    const { wav, phonemes } = await pool.synthesize({ ssml: text, voice, rate: 1, pitch: 1, volume: 50 });
    expect(phonemes).toBeTruthy();
    const parsed = parseEspeakPhonemes(phonemes!);
    expect(parsed).toHaveLength(clauses);
    expect(parsed.flat()).toHaveLength(syllables);
    // Every syllable has a vowel for the mouth to open on.
    expect(parsed.flat().every((s) => s.some(isVowel))).toBe(true);

    const pcm = wavSamples(wav)!;
    const runs = voicedRuns(pcm.samples, pcm.sampleRate);
    const track = lipSyncTrack(wav, phonemes);
    const voiced = (ms: number) => runs.some(([a, b]) => ms >= a && ms < b);

    // Vowels are timed inside the voice, never in a pause.
    const timed = alignPhonemes(parsed, pcm.samples, pcm.sampleRate);
    const vowels = timed.filter((p) => isVowel(p.phoneme));
    expect(vowels.length).toBeGreaterThanOrEqual(syllables);
    for (const v of vowels) expect(voiced(v.ms + v.durationMs / 2)).toBe(true);
    // The widest shapes (A, E, O) of the track start where the audio is voiced.
    const wide = track.filter((k) => VISEMES[k.v].open >= 0.5);
    expect(wide.length).toBeGreaterThan(2);
    for (const k of wide) expect(voiced(k.ms)).toBe(true);

    // Closed in every pause of 80 ms or more, open somewhere in most voiced stretches.
    const pauses = runs
      .slice(1)
      .map((r, i) => [runs[i]![1], r[0]] as const)
      .filter(([a, b]) => b - a >= 80);
    expect(pauses.length).toBeGreaterThanOrEqual(clauses - 1);
    for (const [, b] of pauses) expect(mouthAt(track, b - 20).open).toBe(0);
    expect(mouthAt(track, runs.at(-1)![1] + 100).open).toBe(0);
    const opened = runs.filter(([a, b]) =>
      Array.from({ length: Math.ceil((b - a) / 10) }, (_, i) => mouthAt(track, a + i * 10).open).some((o) => o >= 0.3),
    );
    expect(opened.length / runs.length).toBeGreaterThanOrEqual(0.8);
  });
});
