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
/** Confidence from which the best item is answered (calibrated with the knowledge eval). */
export const ANSWER_FROM = 0.3;
/** Confidence from which an item is close enough to be offered as a choice. */
export const SUGGEST_FROM = 0.2;

/** Decides on matches ranked best first (one per item). */
export function decideFaq(matches: readonly FaqMatch[]): FaqDecision {
  const best = matches[0];
  if (!best) return { kind: 'none' };
  if (best.score >= ANSWER_FROM) return { kind: 'answer', match: best };
  const close = matches.filter((m) => m.score >= SUGGEST_FROM).slice(0, MAX_SUGGESTIONS);
  return close.length > 0 ? { kind: 'suggest', matches: close } : { kind: 'none' };
}
