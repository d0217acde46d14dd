import { RISK_WORDS, SENSITIVE_WORDS } from './lexicon';

export type SensitiveLevel = 'NORMAL' | 'RISK' | 'SENSITIVE';

/** 001 §5: text sent to the check is cut to its first 10000 characters. */
export const CHECK_TEXT_MAX = 10_000;

export interface TextCheck {
  level: SensitiveLevel;
  riskWords: string[];
  sensitiveWords: string[];
  /** [start, end) character ranges of every match, for highlighting (001 §3 matchCharacterIndexs). */
  matchCharacterIndexs: [number, number][];
  /** Each distinct context once (001 §5: contexts are de-duplicated when the label is not normal). */
  contexts: string[];
}

/** Finds every risk and sensitive word; the level is the worst found. Pure. */
export function checkText(input: string): TextCheck {
  const text = input.slice(0, CHECK_TEXT_MAX);
  const ranges: [number, number][] = [];
  const contexts = new Set<string>();
  const covered = new Uint8Array(text.length);
  // Longest words first, and a character belongs to one match only: 全网最低价 is one hit, not two.
  const found = (words: readonly string[]) => {
    const hits = new Set<string>();
    for (const word of [...words].sort((a, b) => b.length - a.length)) {
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
        if (covered.subarray(at, at + word.length).some(Boolean)) continue;
        covered.fill(1, at, at + word.length);
        hits.add(word);
        ranges.push([at, at + word.length]);
        contexts.add(text.slice(Math.max(0, at - 8), Math.min(text.length, at + word.length + 8)));
      }
    }
    return [...hits];
  };
  const sensitiveWords = found(SENSITIVE_WORDS);
  const riskWords = found(RISK_WORDS);
  ranges.sort((a, b) => a[0] - b[0]);
  return {
    level: sensitiveWords.length > 0 ? 'SENSITIVE' : riskWords.length > 0 ? 'RISK' : 'NORMAL',
    riskWords,
    sensitiveWords,
    matchCharacterIndexs: ranges,
    contexts: [...contexts],
  };
}
