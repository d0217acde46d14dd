/**
 * Phoneme timing for the local speech engine. eSpeak NG (the WebAssembly build exports only its
 * command line) names the phonemes it speaks (`-x`, one line per clause) but reports their timing
 * only to MBROLA voices, which speak no Chinese. So the phonemes are laid onto the audio they came
 * from: clauses onto the voiced stretches between the longest pauses, phonemes within a clause by
 * their usual length (a vowel longer than a consonant) over voiced time only, so a pause inside the
 * sentence stays a closed mouth. Pure: the same text and audio give the same track everywhere.
 */
import { coarticulate, trackFromPhonemes, visemeOfPhoneme, type VisemeTrack } from './visemes';

export interface TimedPhoneme {
  ms: number;
  durationMs: number;
  phoneme: string;
}

/** Multi-letter mnemonics of eSpeak's Mandarin and Cantonese tables, longest first (aspiration kept with its stop). */
const MULTI = [
  'ts.h',
  'tS;h',
  'tsh',
  'tSh',
  'ts.',
  'tS;',
  'ph',
  'th',
  'kh',
  'ts',
  'tS',
  's.',
  'z.',
  'i.',
  'i[',
  'y&',
  'S;',
  'ng',
  'eo',
  'oe',
  '@r',
  'a:',
  'i:',
  'u:',
  'o:',
  'O:',
  'e:',
  'E:',
  '3:',
];
const CODAS = new Set(['n', 'N', 'ng', 'm', 'p', 't', 'k']);
const VOWELS = new Set([1, 2, 3, 4, 5, 11]);

export const isVowel = (phoneme: string): boolean =>
  phoneme !== 'j' && phoneme !== 'w' && VOWELS.has(visemeOfPhoneme(phoneme));

/** One word's mnemonics → syllables of phonemes; a tone digit ends a nucleus, a coda consonant may follow. */
function syllablesOf(word: string): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  let i = 0;
  const next = (): string | null => {
    while (i < word.length && "',".includes(word[i]!)) i++;
    if (i >= word.length) return null;
    const multi = MULTI.find((m) => word.startsWith(m, i));
    const token = multi ?? word[i]!;
    i += token.length;
    return token;
  };
  const tokens: string[] = [];
  for (let t = next(); t !== null; t = next()) tokens.push(t);
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (/^[0-9]+$/.test(t)) {
      // A tone: the syllable ends, with its coda if the next phoneme does not start a vowel.
      while (k + 1 < tokens.length && /^[0-9]$/.test(tokens[k + 1]!)) k++;
      const coda = tokens[k + 1];
      if (coda !== undefined && CODAS.has(coda) && (tokens[k + 2] === undefined || !isVowel(tokens[k + 2]!))) {
        cur.push(coda);
        k++;
      }
      if (cur.length > 0) out.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

/** eSpeak NG `-x` output → clauses → syllables → phonemes. Language switches `(en)` and word ends are dropped. */
export function parseEspeakPhonemes(text: string): string[][][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/\([a-z-]+\)/g, ' ')
        .split(/[_|\s]+/)
        .filter(Boolean)
        .flatMap(syllablesOf),
    )
    .filter((clause) => clause.length > 0);
}

/** Analysis frame of the aligner; gaps shorter than a stop's closure do not split speech. */
const FRAME_MS = 10,
  BRIDGE_MS = 30,
  PAUSE_MS = 80;

/** Voiced runs of the audio, in ms: frames above a floor relative to the loudest, short dips bridged. */
export function voicedRuns(samples: Int16Array, sampleRate: number): [number, number][] {
  const frame = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const rms: number[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += (samples[i]! / 32768) ** 2;
    rms.push(Math.sqrt(sum / Math.max(1, end - start)));
  }
  const floor = Math.max(0.008, rms.reduce((m, r) => Math.max(m, r), 0) * 0.08);
  const runs: [number, number][] = [];
  rms.forEach((r, f) => {
    if (r < floor) return;
    const last = runs.at(-1);
    if (last && f * FRAME_MS - last[1] <= BRIDGE_MS) last[1] = (f + 1) * FRAME_MS;
    else runs.push([f * FRAME_MS, (f + 1) * FRAME_MS]);
  });
  return runs;
}

const weightOf = (p: string) => (isVowel(p) ? 2.5 : 1);

/** Spreads phonemes over voiced time only: a phoneme that straddles a pause is split around it. */
function spread(phonemes: string[], runs: [number, number][], out: TimedPhoneme[]) {
  const voiced = runs.reduce((n, [a, b]) => n + b - a, 0);
  const total = phonemes.reduce((n, p) => n + weightOf(p), 0);
  if (voiced <= 0 || total <= 0) return;
  let acc = 0;
  for (const p of phonemes) {
    const from = (acc / total) * voiced;
    acc += weightOf(p);
    const to = (acc / total) * voiced;
    let offset = 0;
    for (const [a, b] of runs) {
      const lo = Math.max(from, offset),
        hi = Math.min(to, offset + b - a);
      if (hi > lo)
        out.push({ ms: Math.round(a + lo - offset), durationMs: Math.max(1, Math.round(hi - lo)), phoneme: p });
      offset += b - a;
    }
  }
}

/**
 * Lays one clause's syllables onto its voiced runs. eSpeak leaves short gaps between words, so each
 * gap is anchored to the syllable boundary nearest to it in voiced time (in order, each boundary at
 * most once); the syllables between two anchors are spread over the runs between them.
 */
function layClause(syllables: string[][], runs: [number, number][], out: TimedPhoneme[]) {
  const weights = syllables.map((s) => s.reduce((n, p) => n + weightOf(p), 0));
  const total = weights.reduce((n, w) => n + w, 0);
  const voiced = runs.reduce((n, [a, b]) => n + b - a, 0);
  const bounds: number[] = [];
  weights.slice(0, -1).reduce((acc, w) => {
    bounds.push(((acc + w) / total) * voiced);
    return acc + w;
  }, 0);
  const anchors: { run: number; syllable: number }[] = [];
  let voicedAt = 0,
    last = 0;
  runs.slice(0, -1).forEach(([a, b], r) => {
    voicedAt += b - a;
    let best = -1;
    for (let j = last; j < bounds.length; j++)
      if (best < 0 || Math.abs(bounds[j]! - voicedAt) < Math.abs(bounds[best]! - voicedAt)) best = j;
    if (best >= 0) {
      anchors.push({ run: r + 1, syllable: best + 1 });
      last = best + 1;
    }
  });
  let run = 0,
    syllable = 0;
  for (const anchor of [...anchors, { run: runs.length, syllable: syllables.length }]) {
    spread(syllables.slice(syllable, anchor.syllable).flat(), runs.slice(run, anchor.run), out);
    run = anchor.run;
    syllable = anchor.syllable;
  }
}

/** Lays the clauses' phonemes onto the audio: each clause onto the voiced runs between the longest pauses. */
export function alignPhonemes(clauses: string[][][], samples: Int16Array, sampleRate: number): TimedPhoneme[] {
  const runs = voicedRuns(samples, sampleRate);
  if (runs.length === 0 || clauses.length === 0) return [];
  const gaps = runs
    .slice(1)
    .map((r, i) => ({ at: i + 1, length: r[0] - runs[i]![1] }))
    .filter((g) => g.length >= PAUSE_MS);
  // One group per clause when the audio has a pause for every clause break; otherwise one group.
  const groups: string[][][] = gaps.length >= clauses.length - 1 ? clauses : [clauses.flat()];
  const cuts = gaps
    .sort((a, b) => b.length - a.length)
    .slice(0, groups.length - 1)
    .map((g) => g.at)
    .sort((a, b) => a - b);
  const out: TimedPhoneme[] = [];
  let from = 0;
  groups.forEach((syllables, i) => {
    const to = i < cuts.length ? cuts[i]! : runs.length;
    layClause(syllables, runs.slice(from, to), out);
    from = to;
  });
  return out;
}

/** The lip-sync track of synthesised speech: its `-x` phonemes aligned to its audio, with coarticulation. */
export function trackFromSpeech(phonemeText: string, samples: Int16Array, sampleRate: number): VisemeTrack {
  return coarticulate(trackFromPhonemes(alignPhonemes(parseEspeakPhonemes(phonemeText), samples, sampleRate)));
}
