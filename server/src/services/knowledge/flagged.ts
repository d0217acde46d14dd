import { checkText, type TextCheck } from '../safety/check-text';

/**
 * Whether a question or answer may not be spoken. Only the sensitive level counts: risk words are
 * advertising claims (最好, 首选) that a spoken reply uses innocently (ours; 002 §5 names the check
 * for persona texts, not the level for conversations).
 */
export const flagged = (text: string, check: (text: string) => TextCheck = checkText) =>
  check(text).level === 'SENSITIVE';
