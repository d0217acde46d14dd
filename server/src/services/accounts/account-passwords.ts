import { eq } from 'drizzle-orm';
import { accountRuleMessages, LINK_EXPIRED_CODE } from '@portal/contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { consumeAccountToken, type AccountTokenPurpose } from './account-tokens';
import { consumeCode } from './codes';
import { currentAddress } from './current-address';
import { hashPassword, verifyPassword } from './passwords';
import { deleteOtherUserSessions, deleteUserSessions } from './sessions';

/** Business code of a wrong old password (the spec shows none; 666 puts it under the field like login). */
const OLD_PASSWORD_WRONG_CODE = 666;

const setPassword = async (db: Database, userId: string, password: string) =>
  db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));

/** With the old password. The user's other sessions end; the one making the change (`keepTokenHash`) continues. */
export async function changePassword(
  db: Database,
  userId: string,
  oldPassword: string,
  newPassword: string,
  keepTokenHash: string | null,
) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(oldPassword, row?.hash ?? null)))
    throw DomainError.business(OLD_PASSWORD_WRONG_CODE, accountRuleMessages.passwordOldWrong);
  if (oldPassword === newPassword) throw DomainError.invalidInput(accountRuleMessages.passwordSame);
  await setPassword(db, userId, newPassword);
  await deleteOtherUserSessions(db, userId, keepTokenHash);
}

/** With a code sent to the user's own phone or e-mail (sendXCodeByCurrent); other sessions end as above. */
export async function changePasswordByCode(
  db: Database,
  userId: string,
  channel: 'email' | 'sms',
  code: string,
  newPassword: string,
  keepTokenHash: string | null,
) {
  const address = await currentAddress(db, userId, channel);
  await consumeCode(db, { address, purpose: 'current' }, code);
  await setPassword(db, userId, newPassword);
  await deleteOtherUserSessions(db, userId, keepTokenHash);
}

/**
 * Sets the password of a mailed link's user and ends their sessions; the password-creation link
 * also confirms the e-mail of a user an administrator added.
 */
export async function setPasswordByToken(
  db: Database,
  token: string,
  password: string,
  purpose: Extract<AccountTokenPurpose, 'passwordReset' | 'passwordCreate'>,
) {
  const userId = await consumeAccountToken(db, token, purpose);
  if (!userId) throw DomainError.business(LINK_EXPIRED_CODE, accountRuleMessages.linkExpired);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      ...(purpose === 'passwordCreate' ? { emailConfirmedAt: new Date() } : {}),
    })
    .where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
}
