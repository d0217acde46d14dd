import type { FaqMatch } from './faq-index';

/**
 * What the engine does with a question's best FAQ matches: answer the best item, offer the
 * closest standard questions (「您是想问：」) when it is unsure, or answer nothing.
 */
export type FaqDecision =
  | { kind: 'answer'; match: FaqMatch }
  | { kind: 'suggest'; matches: FaqMatch[] }
  | { kind: 'none' };

/** Standard questions offered at most when the engine is unsure. */
export const MAX_SUGGESTIONS = 3;

/**
 * When the engine is sure enough to answer, and which items are close enough to offer. Calibrated
 * on the tuning domains of the knowledge eval (server/bench/knowledge-eval/tuning), never on the
 * held-out ones; a wrong answer stated with confidence costs more than a question back, so each
 * bar is set where wrong answers stay rare.
 */
export interface DecisionBars {
  /** Confidence from which the best item may be answered. */
  answerFrom: number;
  /** Share of the question's weighted words the best item must hold to be answered. */
  coverageFrom: number;
  /** Lead in confidence over the second item (two near-equal items: ask back). */
  marginFrom: number;
  /**
   * Lead in coverage over the second item: the best item must hold this share more of the question
   * than the second, or the question does not tell them apart (「借书证」 between 办证 and 补证).
   */
  coverageMarginFrom: number;
  /**
   * Most the best item may miss of the question's heaviest word (its `gap`): an item that lacks what
   * the question is about is offered at most, never answered.
   */
  gapUnder: number;
  /** Confidence from which an item is close enough to be offered as a choice. */
  suggestFrom: number;
  /** An offered item is within this share of the best one's confidence. */
  suggestNear: number;
  /** …and holds at least this share of the question's weighted words (a lone common word is no reason to ask back). */
  suggestCoverageFrom: number;
}

export const DECISION: DecisionBars = {
  answerFrom: 0.54,
  coverageFrom: 0.2,
  marginFrom: 0.06,
  coverageMarginFrom: 0.1,
  gapUnder: 0.9,
  suggestFrom: 0.25,
  suggestNear: 0.6,
  suggestCoverageFrom: 0.2,
};

/** Decides on matches ranked best first (one per item); only the first few are looked at. */
export function decideFaq(matches: readonly FaqMatch[], bars: DecisionBars = DECISION): FaqDecision {
  const [best, second] = matches;
  if (!best) return { kind: 'none' };
  if (
    best.score >= bars.answerFrom &&
    best.coverage >= bars.coverageFrom &&
    best.score - (second?.score ?? 0) >= bars.marginFrom &&
    best.coverage - (second?.coverage ?? 0) >= bars.coverageMarginFrom &&
    best.gap <= bars.gapUnder
  )
    return { kind: 'answer', match: best };
  const close = matches
    .slice(0, MAX_SUGGESTIONS)
    .filter(
      (m) =>
        m.score >= bars.suggestFrom &&
        m.score >= bars.suggestNear * best.score &&
        m.coverage >= bars.suggestCoverageFrom,
    );
  return close.length > 0 ? { kind: 'suggest', matches: close } : { kind: 'none' };
}
