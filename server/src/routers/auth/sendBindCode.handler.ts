import { accountRuleMessages, parsePhone, looksLikeEmail } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { normaliseEmail, phoneAddress } from '../../services/accounts/addresses';
import { sendCode } from '../../services/accounts/codes';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'>;

/** /user/sendEmailCode: a code to a new address the logged-in user wants to bind (bindEmail). */
export async function sendBindEmailCodeHandler({ ctx, input }: { ctx: Ctx; input: { email: string } }) {
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  await sendCode(ctx.db, ctx.delivery, { channel: 'email', address: normaliseEmail(input.email), purpose: 'bind', ip: ctx.request.ip });
  return { ok: true as const };
}

/** /user/sendSmsCode: a code to a new phone the logged-in user wants to bind (bindPhone). */
export async function sendBindSmsCodeHandler({ ctx, input }: { ctx: Ctx; input: { phone: string; countryCode?: string | undefined } }) {
  const phone = parsePhone(input.phone, input.countryCode);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.sendCodePhoneInvalid);
  await sendCode(ctx.db, ctx.delivery, { channel: 'sms', address: phoneAddress(phone), purpose: 'bind', ip: ctx.request.ip });
  return { ok: true as const };
}
