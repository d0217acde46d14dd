import type { Context } from '../../trpc/context';
import { setPasswordByToken } from '../../services/accounts/account-passwords';

/** /user/PasswordReset: the link from the forget-password mail. */
export async function passwordResetHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: { token: string; password: string };
}) {
  await setPasswordByToken(ctx.db, input.token, input.password, 'passwordReset');
  return { ok: true as const };
}
