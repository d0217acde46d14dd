import { scanText, type Automaton, type SafetyMatch } from '@portal/workers/core/safety/index';
import { platformAutomaton } from './platform';

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
  /** Every match with its lexicon word, level, category and source (platform or company). */
  matches: SafetyMatch[];
}

/** Characters of context either side of a match. */
const CONTEXT = 8;

/** Checks a text against the given matchers (platform first, then a company's words). Pure. */
export function checkTextWith(input: string, automata: readonly Automaton[]): TextCheck {
  const text = input.slice(0, CHECK_TEXT_MAX);
  const { level, matches } = scanText(text, automata);
  const distinct = (l: SensitiveLevel) => [...new Set(matches.filter((m) => m.level === l).map((m) => m.word))];
  return {
    level,
    riskWords: distinct('RISK'),
    sensitiveWords: distinct('SENSITIVE'),
    matchCharacterIndexs: matches.map((m) => [m.start, m.end]),
    contexts: [
      ...new Set(
        matches.map((m) => text.slice(Math.max(0, m.start - CONTEXT), Math.min(text.length, m.end + CONTEXT))),
      ),
    ],
    matches,
  };
}

/**
 * The platform lexicon only, synchronously: for callers without a company at hand. Callers that
 * have one use `companyTextChecker` (company-lexicon.ts) so a company's own words and allow-list apply.
 */
export function checkText(input: string): TextCheck {
  return checkTextWith(input, [platformAutomaton()]);
}
