import type { Context, SessionUser } from '../../trpc/context';
import { changePassword } from '../../services/accounts/account-passwords';

/** /user/ChangePassword: with the old password. The user's other sessions end; this one continues. */
export async function changePasswordHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'sessionTokenHash'> & { user: SessionUser };
  input: { oldPassword: string; newPassword: string };
}) {
  await changePassword(ctx.db, ctx.user.id, input.oldPassword, input.newPassword, ctx.sessionTokenHash);
  return { ok: true as const };
}
