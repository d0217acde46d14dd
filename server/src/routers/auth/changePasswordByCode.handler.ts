import type { Context, SessionUser } from '../../trpc/context';
import { changePasswordByCode } from '../../services/accounts/account-passwords';

/** /user/changePasswordByCode: with a code sent to the user's own phone or e-mail (sendXCodeByCurrent). Other sessions end. */
export async function changePasswordByCodeHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'sessionTokenHash'> & { user: SessionUser };
  input: { channel: 'email' | 'sms'; code: string; newPassword: string };
}) {
  await changePasswordByCode(ctx.db, ctx.user.id, input.channel, input.code, input.newPassword, ctx.sessionTokenHash);
  return { ok: true as const };
}
