import { pinyin } from 'pinyin-pro';

/*
 * Wake-word matching by pinyin (issue 29): a recogniser often writes a name with other characters
 * of the same sound (小安 → 晓安), so the transcript and each wake word are compared as toneless
 * pinyin, with the confusions of southern Mandarin folded (zh/z, ch/c, sh/s, n/l, -ng/-n). Every
 * window of the transcript as long as the wake word (±1 syllable) is scored by an edit distance over
 * syllables (a syllable with the same initial or final costs half); the best window's similarity must reach WAKE_THRESHOLD (measured: NOTES-kiosk.md).
 */

export const WAKE_THRESHOLD = 0.8;

/** Folds the sounds recognisers and speakers confuse, so 知/资 or 南/兰 count as one. */
export function foldSyllable(syllable: string): string {
  return syllable
    .toLowerCase()
    .replace(/^zh/, 'z')
    .replace(/^ch/, 'c')
    .replace(/^sh/, 's')
    .replace(/^n(?=[aeiouv])/, 'l')
    .replace(/ng$/, 'n')
    .replace(/ü/g, 'v');
}

/** Toneless, folded syllables; Latin letters and digits are kept as their own words. */
export function syllablesOf(text: string): string[] {
  const cleaned = text.replace(/[^\p{Script=Han}A-Za-z0-9]+/gu, ' ').trim();
  if (!cleaned) return [];
  return pinyin(cleaned, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .flatMap((s) => s.trim().split(/\s+/))
    .filter((s) => s.length > 0)
    .map(foldSyllable);
}

const INITIAL = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])/;
const splitSyllable = (s: string) => {
  const initial = INITIAL.exec(s)?.[0] ?? '';
  return [initial, s.slice(initial.length)] as const;
};

/** 1 for the same syllable, 0.5 when only the initial or only the final differs, else 0. */
function syllableSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [ia, fa] = splitSyllable(a);
  const [ib, fb] = splitSyllable(b);
  return ia === ib || fa === fb ? 0.5 : 0;
}

/** Edit distance over syllables; substituting one costs 1 − its similarity. */
function syllableDistance(a: readonly string[], b: readonly string[]): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      const substitute = diagonal + 1 - syllableSimilarity(a[i - 1]!, b[j - 1]!);
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, substitute);
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

const similarity = (a: string[], b: string[]) => {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - syllableDistance(a, b) / longest;
};

/** The best similarity (0..1) of any window of the transcript to the wake word. */
export function wakeScore(transcript: string[], word: string[]): number {
  if (word.length === 0 || transcript.length === 0) return 0;
  let best = 0;
  for (let size = Math.max(1, word.length - 1); size <= word.length + 1; size++) {
    for (let start = 0; start + size <= transcript.length; start++) {
      best = Math.max(best, similarity(transcript.slice(start, start + size), word));
      if (best === 1) return 1;
    }
    if (size >= transcript.length) break;
  }
  return best;
}

export interface WakeMatch {
  word: string | null;
  score: number;
  woke: boolean;
}

/** The wake word the transcript says, if any reaches the threshold; the best score either way. */
export function matchWakeWord(transcript: string, words: readonly string[], threshold = WAKE_THRESHOLD): WakeMatch {
  const heard = syllablesOf(transcript);
  let best: WakeMatch = { word: null, score: 0, woke: false };
  for (const word of words) {
    const score = wakeScore(heard, syllablesOf(word));
    if (score > best.score) best = { word, score, woke: false };
  }
  const woke = best.score >= threshold;
  return { word: woke ? best.word : null, score: Math.round(best.score * 1000) / 1000, woke };
}
