import { accountRuleMessages, parsePhone } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { phoneAddress } from '../../services/accounts/addresses';
import { sendCode } from '../../services/accounts/codes';
import { DomainError } from '../../services/domain-error';

/** /user/sendSmsCode: a code to a new phone the logged-in user wants to bind (bindPhone). */
export async function sendSmsCodeHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'>;
  input: { phone: string; countryCode?: string | undefined };
}) {
  const phone = parsePhone(input.phone, input.countryCode);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.sendCodePhoneInvalid);
  await sendCode(ctx.db, ctx.delivery, {
    channel: 'sms',
    address: phoneAddress(phone),
    purpose: 'bind',
    ip: ctx.request.ip,
  });
  return { ok: true as const };
}
