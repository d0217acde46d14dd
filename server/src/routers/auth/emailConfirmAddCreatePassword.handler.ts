import type { Context } from '../../trpc/context';
import { setPasswordByToken } from '../../services/accounts/account-passwords';

/** /user/EmailConfirmAddCreatePassword: confirms the e-mail of a user an administrator added and sets the first password. */
export async function emailConfirmAddCreatePasswordHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: { token: string; password: string };
}) {
  await setPasswordByToken(ctx.db, input.token, input.password, 'passwordCreate');
  return { ok: true as const };
}
