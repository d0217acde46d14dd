import { commonMessages, MAX_INPUT_DEPTH } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { middleware } from '../init';

export type InputProblem = 'nul' | 'surrogate' | 'tooDeep';

/**
 * What no call accepts anywhere in its input, keys included: a NUL character (PostgreSQL text refuses
 * it), a lone UTF-16 surrogate (not Unicode; PGlite fails on it), and nesting deeper than
 * MAX_INPUT_DEPTH (a 4,000-level `extra` once made a knowledge base unreadable, and JSON
 * serialisation overflows the stack a little deeper). Walked with an explicit stack, so the check
 * itself survives any depth JSON.parse accepts.
 */
export function inputProblem(input: unknown): InputProblem | null {
  const pending: Array<[unknown, number]> = [[input, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return problem;
      pending.push([item, depth + 1]);
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed, ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): InputProblem | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** Refuses malformed input (see inputProblem) with a 400 before any schema or query sees it. */
export const rejectMalformedInput = middleware(async ({ getRawInput, next }) => {
  const problem = inputProblem(await getRawInput());
  if (problem === 'tooDeep') throw DomainError.invalidInput(commonMessages.inputTooDeep);
  if (problem) throw DomainError.invalidInput(commonMessages.invalidCharacters);
  return next();
});
