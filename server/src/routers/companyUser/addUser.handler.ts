import { accountRuleMessages, looksLikeEmail, parsePhone } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { sendActivationMail } from '../../services/accounts/activation-mail';
import { normaliseEmail } from '../../services/accounts/addresses';
import { addCompanyUser, checkRolesGiven, companyUserView } from '../../services/accounts/company-users';
import { DomainError } from '../../services/domain-error';

/** /company/AddUser: a new colleague who sets a password through the confirmation mail. */
export async function addUserHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };
  input: { displayName: string; email: string; phone?: string | undefined; roles: ('管理员' | '超管')[] };
}) {
  checkRolesGiven(ctx.user, input.roles);
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const phone = input.phone ? parsePhone(input.phone) : null;
  if (input.phone && !phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  const row = await addCompanyUser(ctx.db, ctx.user.companyId, {
    displayName: input.displayName,
    email: normaliseEmail(input.email),
    roles: input.roles,
    phone,
  });
  await sendActivationMail({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, row);
  return companyUserView(row);
}
