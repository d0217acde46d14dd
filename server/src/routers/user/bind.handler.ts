import { and, eq, ne } from 'drizzle-orm';
import { accountRuleMessages, parsePhone, looksLikeEmail } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { normaliseEmail, phoneAddress } from '../../services/accounts/addresses';
import { consumeCode } from '../../services/accounts/codes';
import { DomainError } from '../../services/domain-error';
import { refreshUserSessions } from '../../services/accounts/sessions';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
/** Business code of an address already bound to another account (the spec shows none). */
const ADDRESS_TAKEN_CODE = 409;

/** Binds a new phone after the code sent to it by /user/sendSmsCode. */
export async function bindPhoneHandler({ ctx, input }: { ctx: Ctx; input: { phone: string; countryCode?: string | undefined; code: string } }) {
  const phone = parsePhone(input.phone, input.countryCode);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneCountryCode, phone.countryCode), eq(users.phoneNumber, phone.number), ne(users.id, ctx.user.id)))
    .limit(1);
  if (taken) throw DomainError.business(ADDRESS_TAKEN_CODE, accountRuleMessages.phoneTaken);
  await consumeCode(ctx.db, { address: phoneAddress(phone), purpose: 'bind' }, input.code);
  await ctx.db
    .update(users)
    .set({ phoneCountryCode: phone.countryCode, phoneNumber: phone.number })
    .where(eq(users.id, ctx.user.id))
    .catch(takenWhenUnique(accountRuleMessages.phoneTaken));
  await refreshUserSessions(ctx.db, ctx.user.id);
  return { ok: true as const };
}

/** Binds a new e-mail after the code sent to it by /user/sendEmailCode. */
export async function bindEmailHandler({ ctx, input }: { ctx: Ctx; input: { email: string; code: string } }) {
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const email = normaliseEmail(input.email);
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, ctx.user.id))).limit(1);
  if (taken) throw DomainError.business(ADDRESS_TAKEN_CODE, accountRuleMessages.emailTaken);
  await consumeCode(ctx.db, { address: email, purpose: 'bind' }, input.code);
  await ctx.db.update(users).set({ email, emailConfirmedAt: new Date() }).where(eq(users.id, ctx.user.id)).catch(takenWhenUnique(accountRuleMessages.emailTaken));
  await refreshUserSessions(ctx.db, ctx.user.id);
  return { ok: true as const };
}

/** Another account bound the same address between our check and the update (unique violation 23505). */
const takenWhenUnique = (message: string) => (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw DomainError.business(ADDRESS_TAKEN_CODE, message);
  throw error;
};
