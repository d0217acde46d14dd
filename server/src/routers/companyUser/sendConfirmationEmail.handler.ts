import { accountRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { sendActivationMail } from '../../services/accounts/activation-mail';
import { colleague } from '../../services/accounts/company-users';
import { DomainError } from '../../services/domain-error';

/** GET /user/SendConfirmationEmail?id: sends the activation mail again while the e-mail is unconfirmed. */
export async function sendConfirmationEmailHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };
  input: { id: string | number };
}) {
  const row = await colleague(ctx.db, ctx.user, input.id);
  if (!row.email || row.emailConfirmedAt) throw DomainError.business(400, accountRuleMessages.alreadyActivated);
  await sendActivationMail({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, row);
  return { ok: true as const };
}
