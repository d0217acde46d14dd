import { accountRuleMessages, looksLikeEmail } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { normaliseEmail } from '../../services/accounts/addresses';
import { sendCode } from '../../services/accounts/codes';
import { DomainError } from '../../services/domain-error';

/** /user/sendEmailCode: a code to a new address the logged-in user wants to bind (bindEmail). */
export async function sendEmailCodeHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'>;
  input: { email: string };
}) {
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  await sendCode(ctx.db, ctx.delivery, {
    channel: 'email',
    address: normaliseEmail(input.email),
    purpose: 'bind',
    ip: ctx.request.ip,
  });
  return { ok: true as const };
}
