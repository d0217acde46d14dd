import { eq } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { consumeAccountToken, type AccountTokenPurpose } from '../../services/accounts/account-tokens';
import { hashPassword } from '../../services/accounts/passwords';
import { deleteUserSessions } from '../../services/accounts/sessions';
import { DomainError } from '../../services/domain-error';

/** Business code of an expired or used link; the client sends the user to /password/reset-expired. */
export const LINK_EXPIRED_CODE = 410;

async function setPasswordByToken(db: Context['db'], token: string, password: string, purpose: AccountTokenPurpose) {
  const userId = await consumeAccountToken(db, token, purpose);
  if (!userId) throw DomainError.business(LINK_EXPIRED_CODE, accountRuleMessages.linkExpired);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), ...(purpose === 'passwordCreate' ? { emailConfirmedAt: new Date() } : {}) })
    .where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
  return { ok: true as const };
}

/** /user/PasswordReset: the link from the forget-password mail. */
export const passwordResetHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { token: string; password: string } }) =>
  setPasswordByToken(ctx.db, input.token, input.password, 'passwordReset');

/** /user/EmailConfirmAddCreatePassword: confirms the e-mail of a user an administrator added and sets the first password. */
export const emailConfirmAddCreatePasswordHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { token: string; password: string } }) =>
  setPasswordByToken(ctx.db, input.token, input.password, 'passwordCreate');
