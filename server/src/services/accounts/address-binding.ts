import { and, eq, ne } from 'drizzle-orm';
import { accountRuleMessages, looksLikeEmail, parsePhone } from '@portal/contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { isUniqueViolation } from '../sql';
import { normaliseEmail, phoneAddress } from './addresses';
import { consumeCode } from './codes';
import { refreshUserSessions } from './sessions';

/** Business code of an address already bound to another account (the spec shows none). */
const ADDRESS_TAKEN_CODE = 409;

/** Another account bound the same address between our check and the update (unique violation 23505). */
const takenWhenUnique = (message: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw DomainError.business(ADDRESS_TAKEN_CODE, message);
  throw error;
};

/** Binds a new phone to the user after the code sent to it by /user/sendSmsCode. */
export async function bindPhone(
  db: Database,
  userId: string,
  input: { phone: string; countryCode?: string | undefined; code: string },
) {
  const phone = parsePhone(input.phone, input.countryCode);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phoneCountryCode, phone.countryCode), eq(users.phoneNumber, phone.number), ne(users.id, userId)),
    )
    .limit(1);
  if (taken) throw DomainError.business(ADDRESS_TAKEN_CODE, accountRuleMessages.phoneTaken);
  await consumeCode(db, { address: phoneAddress(phone), purpose: 'bind' }, input.code);
  await db
    .update(users)
    .set({ phoneCountryCode: phone.countryCode, phoneNumber: phone.number })
    .where(eq(users.id, userId))
    .catch(takenWhenUnique(accountRuleMessages.phoneTaken));
  await refreshUserSessions(db, userId);
}

/** Binds a new e-mail to the user after the code sent to it by /user/sendEmailCode. */
export async function bindEmail(db: Database, userId: string, input: { email: string; code: string }) {
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const email = normaliseEmail(input.email);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw DomainError.business(ADDRESS_TAKEN_CODE, accountRuleMessages.emailTaken);
  await consumeCode(db, { address: email, purpose: 'bind' }, input.code);
  await db
    .update(users)
    .set({ email, emailConfirmedAt: new Date() })
    .where(eq(users.id, userId))
    .catch(takenWhenUnique(accountRuleMessages.emailTaken));
  await refreshUserSessions(db, userId);
}
