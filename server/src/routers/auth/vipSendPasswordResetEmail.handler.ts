import type { Context } from '../../trpc/context';
import { normaliseEmail } from '../../services/accounts/addresses';
import { throttleResetMail } from '../../services/accounts/account-throttles';
import { sendPasswordResetMail } from '../../services/accounts/password-reset-mail';

/**
 * Mails a single-use reset link that expires in 30 minutes. The answer is the same whether or not
 * the address has an account, so the form cannot be used to find out who is registered.
 */
export async function vipSendPasswordResetEmailHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'>;
  input: { email: string };
}) {
  const email = normaliseEmail(input.email);
  await throttleResetMail(ctx.db, email, ctx.request.ip);
  await sendPasswordResetMail({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, email);
  return { ok: true as const };
}
