import type { Context, SessionUser } from '../../trpc/context';
import { changePassword } from '../../services/accounts/account-passwords';

/** /user/ChangePassword: with the old password. Other sessions stay valid; this one continues. */
export async function changePasswordHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { oldPassword: string; newPassword: string };
}) {
  await changePassword(ctx.db, ctx.user.id, input.oldPassword, input.newPassword);
  return { ok: true as const };
}
