/**
 * Visemes: the mouth shapes a 2D character speaks with, and the pure functions that turn speech
 * into a timed track of them. Everything is a function of time, so the editor preview, thumbnails,
 * the server render and the goldens draw the same mouth at the same moment.
 */

/** The viseme set: how open, how wide and how round the mouth is, and whether teeth show. */
export const VISEMES = [
  { id: 0, name: 'closed', open: 0, wide: 0.5, round: 0, teeth: false },
  { id: 1, name: 'A', open: 1, wide: 0.75, round: 0.1, teeth: false },
  { id: 2, name: 'E', open: 0.55, wide: 0.9, round: 0, teeth: true },
  { id: 3, name: 'I', open: 0.3, wide: 1, round: 0, teeth: true },
  { id: 4, name: 'O', open: 0.75, wide: 0.45, round: 0.8, teeth: false },
  { id: 5, name: 'U', open: 0.35, wide: 0.3, round: 1, teeth: false },
  { id: 6, name: 'F/V', open: 0.12, wide: 0.7, round: 0, teeth: true },
  { id: 7, name: 'M/B/P', open: 0, wide: 0.55, round: 0, teeth: false },
  { id: 8, name: 'L/N/T/D', open: 0.4, wide: 0.7, round: 0, teeth: true },
  { id: 9, name: 'S/Z/C', open: 0.15, wide: 0.85, round: 0, teeth: true },
  { id: 10, name: 'K/G/H', open: 0.45, wide: 0.65, round: 0.1, teeth: false },
  { id: 11, name: 'W/Ü', open: 0.25, wide: 0.35, round: 0.9, teeth: false },
] as const;
export type VisemeId = (typeof VISEMES)[number]['id'];
export const SILENCE: VisemeId = 0;

/** A timed mouth shape: from `ms` on, the viseme `v`, until the next key. */
export interface VisemeKey {
  ms: number;
  v: VisemeId;
}
/** A scene's lip-sync track, ordered by time; stored beside the scene's audio as JSON. */
export type VisemeTrack = VisemeKey[];

/**
 * Phonemes of Mandarin (pinyin) and Cantonese (jyutping), as eSpeak NG names them, to visemes. Tone
 * digits and length marks are ignored; the longest known prefix wins (`ts`, `tS`, `ng`).
 */
const PHONEMES: Record<string, VisemeId> = {
  a: 1,
  A: 1,
  'a:': 1,
  aI: 1,
  aU: 1,
  6: 1,
  e: 2,
  E: 2,
  '@': 2,
  'e:': 2,
  'E:': 2,
  '@r': 2,
  9: 2,
  i: 3,
  I: 3,
  'i:': 3,
  j: 3,
  'i.': 3,
  'i[': 3,
  o: 4,
  O: 4,
  'o:': 4,
  'O:': 4,
  oU: 4,
  eo: 4,
  oe: 4,
  u: 5,
  U: 5,
  'u:': 5,
  y: 11,
  w: 11,
  'y:': 11,
  8: 11,
  f: 6,
  v: 6,
  m: 7,
  b: 7,
  p: 7,
  'p#': 7,
  l: 8,
  n: 8,
  t: 8,
  d: 8,
  't#': 8,
  N: 10,
  ng: 10,
  s: 9,
  z: 9,
  ts: 9,
  'ts#': 9,
  tS: 9,
  'tS#': 9,
  S: 9,
  's.': 9,
  'ts.': 9,
  'tS.': 9,
  'z.': 9,
  'ts.#': 9,
  'tS#.': 9,
  C: 9,
  'ts\\': 9,
  's\\': 9,
  r: 9,
  k: 10,
  g: 10,
  x: 10,
  X: 10,
  h: 10,
  'k#': 10,
  c: 9,
  _: 0,
  '_:': 0,
  '': 0,
};

export function visemeOfPhoneme(phoneme: string): VisemeId {
  const p = phoneme.replace(/[0-9ˈˌ'",:]+$/g, '').replace(/^[ˈˌ'",]+/, '');
  for (let n = Math.min(4, p.length); n > 0; n--) {
    const hit = PHONEMES[p.slice(0, n)];
    if (hit !== undefined) return hit;
  }
  return p === '' ? SILENCE : 8; // an unknown consonant: a neutral half-open mouth
}

/** Timed phonemes (start, length in ms) → a track; gaps are silence. */
export function trackFromPhonemes(
  phonemes: readonly { ms: number; durationMs: number; phoneme: string }[],
): VisemeTrack {
  const out: VisemeTrack = [];
  let end = 0;
  for (const p of phonemes) {
    if (p.ms > end + 1 && out.length > 0) out.push({ ms: end, v: SILENCE });
    const v = visemeOfPhoneme(p.phoneme);
    if (out.at(-1)?.v !== v) out.push({ ms: p.ms, v });
    end = p.ms + p.durationMs;
  }
  if (out.length > 0) out.push({ ms: end, v: SILENCE });
  return out;
}

/** A mouth shape held for less than this is not seen; only a lip closure is always shown. */
const MIN_KEY_MS = 30;
const ROUNDED = new Set<VisemeId>([4, 5, 11]);
const SOFT_CONSONANTS = new Set<VisemeId>([8, 9, 10]);

/**
 * Coarticulation on a track: lips round ahead of a rounded vowel (the consonant before O, U or Ü is
 * spoken with rounded lips), and shapes too short to be seen merge into their neighbour, except a
 * closure (M/B/P), which must be seen or the syllable looks wrong. mouthAt then blends shapes.
 */
export function coarticulate(track: VisemeTrack): VisemeTrack {
  const rounded = track.map((key, i) => {
    const next = track[i + 1];
    return next && SOFT_CONSONANTS.has(key.v) && ROUNDED.has(next.v) ? { ms: key.ms, v: 11 as VisemeId } : key;
  });
  const out: VisemeTrack = [];
  rounded.forEach((key, i) => {
    const end = rounded[i + 1]?.ms ?? Infinity;
    if (end - key.ms < MIN_KEY_MS && key.v !== 7 && key.v !== SILENCE && i > 0) return;
    if (out.at(-1)?.v !== key.v) out.push(key);
  });
  return out;
}

/** Frame length of the audio analyser; 40 ms is one frame at 25 fps. */
export const ANALYSIS_MS = 40;

/**
 * Visemes from audio alone, for uploaded voices (and as a stand-in where an engine gives no timing):
 * per 40 ms, the RMS energy says how open the mouth is (silence closes it), and the zero-crossing
 * rate — a cheap measure of where the spectrum's energy sits — tells hissing consonants (S), bright
 * vowels (E, I) and dark ones (O, U) from the open A.
 */
export function trackFromPcm(samples: Int16Array, sampleRate: number): VisemeTrack {
  const frame = Math.max(1, Math.round((sampleRate * ANALYSIS_MS) / 1000));
  const frames: { rms: number; zcr: number }[] = [];
  let peak = 0;
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0,
      crossings = 0;
    for (let i = start; i < end; i++) {
      const s = samples[i]! / 32768;
      sum += s * s;
      if (i > start && samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
    }
    const rms = Math.sqrt(sum / Math.max(1, end - start));
    peak = Math.max(peak, rms);
    frames.push({ rms, zcr: crossings / Math.max(1, end - start) });
  }
  const out: VisemeTrack = [];
  const floor = Math.max(0.01, peak * 0.12);
  frames.forEach(({ rms, zcr }, i) => {
    let v: VisemeId;
    if (rms < floor) v = SILENCE;
    else if (zcr > 0.3) v = 9;
    else if (rms < peak * 0.3) v = zcr > 0.12 ? 3 : 7;
    else if (zcr > 0.14) v = 2;
    else if (zcr < 0.04) v = 4;
    else if (zcr < 0.06) v = 5;
    else v = 1;
    if (out.at(-1)?.v !== v) out.push({ ms: i * ANALYSIS_MS, v });
  });
  return out;
}

/** How long a mouth takes to move from one shape to the next (coarticulation). */
export const BLEND_MS = 60;

export interface MouthShape {
  open: number;
  wide: number;
  round: number;
  teeth: boolean;
}

/** The mouth at t: the current key's shape, blended from the previous one over BLEND_MS. */
export function mouthAt(track: VisemeTrack | undefined, t: number): MouthShape {
  const closed = VISEMES[SILENCE];
  if (!track || track.length === 0) return { open: closed.open, wide: closed.wide, round: closed.round, teeth: false };
  let lo = 0,
    hi = track.length - 1,
    at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (track[mid]!.ms <= t) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const cur = VISEMES[at >= 0 ? track[at]!.v : SILENCE];
  const prev = VISEMES[at > 0 ? track[at - 1]!.v : SILENCE];
  const k = at >= 0 ? Math.min(1, (t - track[at]!.ms) / BLEND_MS) : 1;
  const mix = (a: number, b: number) => a + (b - a) * k;
  return {
    open: mix(prev.open, cur.open),
    wide: mix(prev.wide, cur.wide),
    round: mix(prev.round, cur.round),
    teeth: k > 0.5 ? cur.teeth : prev.teeth,
  };
}
