/**
 * Lip-sync from a cloud voice's own word timestamps (Tencent's subtitles: each character with its
 * start, end and pinyin). Each syllable is its initial's mouth shape and then its final's, the
 * initial taking the first part of the syllable as a consonant does; the time between words is a
 * closed mouth. Pure: the same timestamps give the same track everywhere.
 */
import { coarticulate, SILENCE, type VisemeId, type VisemeTrack } from './visemes';

export interface TimedWord {
  text: string;
  beginMs: number;
  endMs: number;
  /** Pinyin with its tone digit ('huan1'), or null where the provider gives none. */
  phoneme: string | null;
}

/** Pinyin initials, longest first, and the mouth each is made with. */
const INITIALS: readonly [string, VisemeId][] = [
  ['zh', 9],
  ['ch', 9],
  ['sh', 9],
  ['b', 7],
  ['p', 7],
  ['m', 7],
  ['f', 6],
  ['d', 8],
  ['t', 8],
  ['n', 8],
  ['l', 8],
  ['g', 10],
  ['k', 10],
  ['h', 10],
  // j, q, x are palatal: spread lips and teeth, as S.
  ['j', 9],
  ['q', 9],
  ['x', 9],
  ['r', 9],
  ['z', 9],
  ['c', 9],
  ['s', 9],
  ['y', 3],
  ['w', 11],
];

/** A final's mouth is its main vowel's: a before o before e, then the close vowels. */
function finalViseme(final: string, palatal: boolean): VisemeId {
  if (final.includes('a')) return 1;
  if (final.includes('o')) return 4;
  if (final.includes('e')) return 2;
  if (final.includes('ü') || final.includes('v')) return 11;
  // After j, q, x and y a written u is ü.
  if (final.includes('u')) return palatal ? 11 : 5;
  if (final.includes('i')) return 3;
  return 8;
}

/** One syllable (pinyin, or a foreign word spelled in letters) as its initial's shape and its final's. */
export function syllableVisemes(syllable: string): { initial: VisemeId | null; final: VisemeId } {
  const s = syllable.toLowerCase().replace(/[0-9]/g, '');
  const hit = INITIALS.find(([initial]) => s.startsWith(initial));
  const rest = hit ? s.slice(hit[0].length) : s;
  const palatal = hit !== undefined && ['j', 'q', 'x', 'y'].includes(hit[0]);
  return { initial: hit ? hit[1] : null, final: finalViseme(rest, palatal) };
}

/** An initial lasts about a third of its syllable, and never longer than a consonant does (~90 ms). */
const INITIAL_SHARE = 0.35;
const INITIAL_MAX_MS = 90;

/** Words that are only punctuation or spaces are pauses, not mouth shapes. */
const SPOKEN = /[\p{L}\p{N}]/u;

export function trackFromTimedWords(words: readonly TimedWord[]): VisemeTrack {
  const keys: VisemeTrack = [];
  let end = 0;
  const push = (ms: number, v: VisemeId) => {
    if (keys.at(-1)?.v !== v) keys.push({ ms, v });
  };
  for (const word of words) {
    if (!SPOKEN.test(word.text) || word.endMs <= word.beginMs) continue;
    if (word.beginMs > end + 1 && keys.length > 0) push(end, SILENCE);
    const spelled = word.phoneme ?? (/^[a-z]+$/i.test(word.text) ? word.text : null);
    const { initial, final } = spelled ? syllableVisemes(spelled) : { initial: null, final: 1 as VisemeId };
    const length = word.endMs - word.beginMs;
    if (initial !== null) {
      push(word.beginMs, initial);
      push(word.beginMs + Math.min(INITIAL_MAX_MS, length * INITIAL_SHARE), final);
    } else push(word.beginMs, final);
    end = word.endMs;
  }
  if (keys.length > 0) push(end, SILENCE);
  return coarticulate(keys.map((k) => ({ ms: Math.round(k.ms), v: k.v })));
}
