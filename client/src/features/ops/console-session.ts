import { describeCallError } from '../../lib/call-errors';

/*
 * The operator's session as the console sees it. call-errors leaves an `ops.*` 401 alone (it is not
 * the company's session), so the console itself sends its operator back to /ops/login.
 */

/** Whether a call failed because the operator is not (or no longer) signed in. */
export function isSignedOut(error: unknown): boolean {
  const failure = describeCallError(error, '');
  return failure.httpStatus === 401 || failure.code === 'UNAUTHORIZED';
}

/** The root of every console query and mutation key: tRPC keys start with the call's path, `['ops', …]`. */
export const CONSOLE_KEY = [['ops']] as const;

/** Whether a query or mutation key belongs to an `ops.*` call. */
export function isConsoleKey(key: unknown): boolean {
  return Array.isArray(key) && Array.isArray(key[0]) && key[0][0] === 'ops';
}
