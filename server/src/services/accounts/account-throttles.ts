import { accountRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, hit, reset, unhit, type RateRule } from '../rate-limit/rate-limit';
import { LOGIN_FAILED_CODE, RATE_LIMITED_CODE } from './codes';

/**
 * Failed password logins per account identifier (known or not, so the answer never tells them
 * apart): the 20th failure in a row locks the identifier for 15 minutes, whatever the next password is.
 * The spec (000 §8) is silent on lockouts; these are our limits.
 */
export const LOGIN_ACCOUNT_RULE: RateRule = { name: 'login-account', limit: 20, windowMs: 15 * 60_000 };
/** Failed logins from one IP across all accounts (password spraying); successes are not counted. */
export const LOGIN_IP_RULE: RateRule = { name: 'login-ip', limit: 100, windowMs: 15 * 60_000 };

/**
 * Runs one login attempt under the limits. Each attempt is counted before the credentials are
 * checked, so parallel guesses cannot all pass a limit together; a success forgets the account's
 * run of failures and takes its own IP hit back. Only password attempts count against the account
 * (`identifier`): a code has its own budget of five guesses, and the owner of a locked account can
 * still sign in with a code sent to them.
 */
export async function throttleLogin<T>(
  db: Database,
  attempt: { identifier: string | null; ip: string },
  check: () => Promise<T>,
): Promise<T> {
  const { identifier, ip } = attempt;
  const [account, byIp] = await Promise.all([
    identifier === null ? null : hit(db, LOGIN_ACCOUNT_RULE, identifier),
    hit(db, LOGIN_IP_RULE, ip),
  ]);
  if (account && !account.allowed) {
    // Shown under the password field (000 §8: status 666), so the user reads why the right password fails.
    throw DomainError.business(
      LOGIN_FAILED_CODE,
      accountRuleMessages.loginLocked(Math.max(1, Math.ceil(account.retryAfterMs / 60_000))),
    );
  }
  if (!byIp.allowed) throw DomainError.business(RATE_LIMITED_CODE, accountRuleMessages.loginTooOften);
  const result = await check();
  await Promise.all([
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
