import { eq } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { consumeCode } from '../../services/accounts/codes';
import { hashPassword, verifyPassword } from '../../services/accounts/passwords';
import { currentAddress } from '../../services/accounts/current-address';
import { DomainError } from '../../services/domain-error';
import { refreshUserSessions } from '../../services/accounts/sessions';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Business code of a wrong old password (the spec shows none; 666 puts it under the field like login). */
const OLD_PASSWORD_WRONG_CODE = 666;

/** /user/ChangePassword: with the old password. Other sessions stay valid; this one continues. */
export async function changePasswordHandler({ ctx, input }: { ctx: Ctx; input: { oldPassword: string; newPassword: string } }) {
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.id));
  if (!(await verifyPassword(input.oldPassword, row?.hash ?? null))) throw DomainError.business(OLD_PASSWORD_WRONG_CODE, accountRuleMessages.passwordOldWrong);
  if (input.oldPassword === input.newPassword) throw DomainError.invalidInput(accountRuleMessages.passwordSame);
  await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, ctx.user.id));
  await refreshUserSessions(ctx.db, ctx.user.id);
  return { ok: true as const };
}

/** /user/changePasswordByCode: with a code sent to the user's own phone or e-mail (sendXCodeByCurrent). */
export async function changePasswordByCodeHandler({ ctx, input }: { ctx: Ctx; input: { channel: 'email' | 'sms'; code: string; newPassword: string } }) {
  const address = await currentAddress(ctx.db, ctx.user.id, input.channel);
  await consumeCode(ctx.db, { address, purpose: 'current' }, input.code);
  await ctx.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, ctx.user.id));
  await refreshUserSessions(ctx.db, ctx.user.id);
  return { ok: true as const };
}
