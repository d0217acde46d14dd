import { accountRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, hit, reset, unhit, type RateRule } from '../rate-limit/rate-limit';
import { LOGIN_FAILED_CODE, RATE_LIMITED_CODE } from './codes';

/**
 * Failed password logins, counted so that one noisy source does not lock out everyone (the spec,
 * 000 §8, is silent on lockouts; these are our limits and their trade-off is in docs/operations.md):
 * - per account **and** source address: from the 5th failure in a row each attempt is slowed, and
 *   the 10th locks that account for that address for 15 minutes — a guesser (or a colleague with a
 *   stale password) locks only themselves out;
 * - per account across addresses: the 50th failure locks the account everywhere for 15 minutes, so
 *   guessing spread over many addresses still meets a wall;
 * - per address across accounts (password spraying): from the 100th failure each attempt is slowed
 *   by a second, and the 500th refuses the address — people behind one office NAT still sign in,
 *   only slower, unless the address is clearly attacking.
 * Counters cover known and unknown identifiers alike, so no answer tells them apart. The owner of a
 * locked account signs in with a code sent to them, which also clears the locks it proves
 * ownership over (the account's, and the pair's for that address).
 */
export const LOGIN_SOURCE_RULE: RateRule = { name: 'login-account-source', limit: 10, windowMs: 15 * 60_000 };
export const LOGIN_ACCOUNT_RULE: RateRule = { name: 'login-account', limit: 50, windowMs: 15 * 60_000 };
export const LOGIN_IP_RULE: RateRule = { name: 'login-ip', limit: 500, windowMs: 15 * 60_000 };
/** Where slowing starts: failures of the pair, and of the address. */
export const LOGIN_SLOWING = { sourceFrom: 5, sourceStepMs: 250, sourceMaxMs: 2_000, ipFrom: 100, ipDelayMs: 1_000 };

/** How long this attempt waits before its password is checked, from the failures counted so far. */
export function loginDelayMs(sourceCount: number, ipCount: number): number {
  const bySource =
    sourceCount >= LOGIN_SLOWING.sourceFrom
      ? Math.min(LOGIN_SLOWING.sourceMaxMs, (sourceCount - LOGIN_SLOWING.sourceFrom + 1) * LOGIN_SLOWING.sourceStepMs)
      : 0;
  const byIp = ipCount > LOGIN_SLOWING.ipFrom ? LOGIN_SLOWING.ipDelayMs : 0;
  return Math.max(bySource, byIp);
}

const pairOf = (identifier: string, ip: string) => `${identifier}|${ip}`;

/**
 * Runs one login attempt under the limits. Each attempt is counted before the credentials are
 * checked, so parallel guesses cannot all pass a limit together; a success forgets the runs of
 * failures it proves ownership over and takes its own address hit back. Only password attempts
 * count against the account (`password`); a code has its own budget of five guesses.
 */
export async function throttleLogin<T>(
  db: Database,
  attempt: { identifier: string | null; password: boolean; ip: string },
  check: () => Promise<T>,
): Promise<T> {
  const { identifier, ip } = attempt;
  const counted = attempt.password ? identifier : null;
  const [source, account, byIp] = await Promise.all([
    counted === null ? null : hit(db, LOGIN_SOURCE_RULE, pairOf(counted, ip)),
    counted === null ? null : hit(db, LOGIN_ACCOUNT_RULE, counted),
    hit(db, LOGIN_IP_RULE, ip),
  ]);
  const locked = [source, account].find((state) => state && !state.allowed);
  if (locked) {
    // Shown under the password field (000 §8: status 666), so the user reads why the right password fails.
    throw DomainError.business(
      LOGIN_FAILED_CODE,
      accountRuleMessages.loginLocked(Math.max(1, Math.ceil(locked.retryAfterMs / 60_000))),
    );
  }
  if (!byIp.allowed) throw DomainError.business(RATE_LIMITED_CODE, accountRuleMessages.loginTooOften);
  const delay = loginDelayMs(source?.count ?? 0, byIp.count);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const result = await check();
  await Promise.all([
    identifier === null ? null : reset(db, LOGIN_SOURCE_RULE, pairOf(identifier, ip)),
    identifier === null ? null : reset(db, LOGIN_ACCOUNT_RULE, identifier),
    unhit(db, LOGIN_IP_RULE, ip),
  ]);
  return result;
}

/** Reset e-mails per address: a few tries an hour are plenty for a person, and no mailbox gets flooded. */
export const RESET_MAIL_ADDRESS_RULE: RateRule = { name: 'reset-mail-address', limit: 5, windowMs: 60 * 60_000 };
/** Reset e-mails per IP across addresses. */
export const RESET_MAIL_IP_RULE: RateRule = { name: 'reset-mail-ip', limit: 20, windowMs: 60 * 60_000 };

/**
 * Counts a reset-mail request; refuses when the address or the IP asked too often. Applied whether
 * or not the address has an account, so the answer still tells nothing about who is registered.
 */
export const throttleResetMail = (db: Database, email: string, ip: string) =>
  enforce(
    db,
    [
      [RESET_MAIL_ADDRESS_RULE, email],
      [RESET_MAIL_IP_RULE, ip],
    ],
    () => DomainError.business(RATE_LIMITED_CODE, accountRuleMessages.resetMailTooOften),
  );
