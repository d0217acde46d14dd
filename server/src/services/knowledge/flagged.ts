import { checkText, type TextCheck } from '../safety/check-text';

/**
 * Whether a question or answer may not be spoken. Only the sensitive level counts: risk words are
 * advertising claims (最好, 首选) that a spoken reply uses innocently (ours; 002 §5 names the check
 * for persona texts, not the level for conversations).
 */
export const flagged = (text: string, check: (text: string) => TextCheck = checkText) =>
  check(text).level === 'SENSITIVE';

/**
 * The words that make `flagged` true, where they stand: what the FAQ editor is warned about when an
 * item is saved (faq-warnings.ts). The same check and the same level, so the warning and the
 * conversation never disagree.
 */
export const blockingMatches = (text: string, check: (text: string) => TextCheck = checkText) =>
  check(text).matches.filter((m) => m.level === 'SENSITIVE');
