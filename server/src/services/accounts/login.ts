import { and, eq } from 'drizzle-orm';
import { accountRuleMessages, opsMessages, parsePhone } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { consumeCode, LOGIN_FAILED_CODE } from './codes';
import { normaliseEmail, phoneAddress } from './addresses';
import { hashPassword, verifyPassword } from './passwords';
import { throttleLogin } from './account-throttles';

export type LoginCredentials =
  | { kind: 'emailPassword'; email: string; password: string }
  | { kind: 'phonePassword'; phone: string; countryCode?: string | undefined; password: string }
  | { kind: 'emailCode'; email: string; code: string }
  | { kind: 'phoneCode'; phone: string; countryCode?: string | undefined; code: string };

type UserRow = typeof users.$inferSelect;

const failed = (message: string) => DomainError.business(LOGIN_FAILED_CODE, message);

/** Compared against when the e-mail is unknown, so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** The account an attempt is for: the identifier as typed, normalised (e-mail or phone, password or code alike). */
export function loginIdentifier(credentials: LoginCredentials): string {
  if (credentials.kind === 'emailPassword' || credentials.kind === 'emailCode')
    return `email:${normaliseEmail(credentials.email)}`;
  const phone = parsePhone(credentials.phone, credentials.countryCode);
  return phone ? `phone:${phoneAddress(phone)}` : `phone:${credentials.phone.trim()}`;
}

const isPasswordAttempt = (credentials: LoginCredentials) =>
  credentials.kind === 'emailPassword' || credentials.kind === 'phonePassword';

/**
 * Checks credentials under the login limits (account-throttles.ts) and returns the user (000 §8 login
 * errors: status 666 with 用户不存在, 账户已删除, 验证码错误 or a wrong-password message).
 */
export function authenticate(db: Database, credentials: LoginCredentials, ip: string): Promise<UserRow> {
  return throttleLogin(
    db,
    { identifier: loginIdentifier(credentials), password: isPasswordAttempt(credentials), ip },
    () => checkCredentials(db, credentials),
  );
}

/**
 * The user lookup comes first so the phone flow can tell an unregistered number apart (000 §8 needs
 * 用户不存在 there); a code is consumed only for an existing user. The e-mail and password form
 * answers an unknown address exactly as a wrong password, so it cannot list who is registered.
 */
async function checkCredentials(db: Database, credentials: LoginCredentials): Promise<UserRow> {
  const user = await findUser(db, credentials);
  if (!user && credentials.kind === 'emailPassword') {
    await verifyPassword(credentials.password, await (dummyHash ??= hashPassword('not a password of anyone')));
    throw failed(accountRuleMessages.passwordWrong);
  }
  if (!user) throw failed(accountRuleMessages.userNotFound);
  if (user.deletedAt) throw failed(accountRuleMessages.accountDeleted);
  switch (credentials.kind) {
    case 'emailPassword':
    case 'phonePassword':
      if (!(await verifyPassword(credentials.password, user.passwordHash)))
        throw failed(accountRuleMessages.passwordWrong);
      break;
    case 'emailCode':
      await consumeCode(db, { address: normaliseEmail(credentials.email), purpose: 'login' }, credentials.code);
      break;
    case 'phoneCode': {
      const phone = parsePhone(credentials.phone, credentials.countryCode);
      if (!phone) throw failed(accountRuleMessages.userNotFound);
      await consumeCode(db, { address: phoneAddress(phone), purpose: 'login' }, credentials.code);
      break;
    }
  }
  if (user.locked) throw failed(accountRuleMessages.accountLocked);
  // Only after the credentials held, so the answer tells nothing to someone who does not know them.
  const [company] = await db
    .select({ status: companies.status, reason: companies.suspendedReason, deleteAfter: companies.deleteAfter })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  if (company?.status === 'suspended') throw failed(opsMessages.companySuspended(company.reason ?? '—'));
  if (company?.status === 'deleting')
    throw failed(opsMessages.companyDeleting(company.deleteAfter?.toISOString().slice(0, 10) ?? '—'));
  return user;
}

async function findUser(db: Database, credentials: LoginCredentials): Promise<UserRow | undefined> {
  if (credentials.kind === 'emailPassword' || credentials.kind === 'emailCode') {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(credentials.email)))
      .limit(1);
    return row;
  }
  const phone = parsePhone(credentials.phone, credentials.countryCode);
  if (!phone) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneCountryCode, phone.countryCode), eq(users.phoneNumber, phone.number)))
    .limit(1);
  return row;
}
