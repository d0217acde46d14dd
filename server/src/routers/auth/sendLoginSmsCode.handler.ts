import { accountRuleMessages, parsePhone } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { phoneAddress } from '../../services/accounts/addresses';
import { sendCode } from '../../services/accounts/codes';
import { DomainError } from '../../services/domain-error';

/** Sends a login code by SMS (000 §5: the send-code path says 请输入正确手机号). */
export async function sendLoginSmsCodeHandler({
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
    purpose: 'login',
    ip: ctx.request.ip,
  });
  return { ok: true as const };
}
