import { commonMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { middleware } from '../init';

/** True when a string anywhere in the value (keys included) holds U+0000, which PostgreSQL text refuses. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** Refuses input carrying NUL characters before any schema or query sees it. */
export const rejectNulCharacters = middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw DomainError.invalidInput(commonMessages.invalidCharacters);
  return next();
});
