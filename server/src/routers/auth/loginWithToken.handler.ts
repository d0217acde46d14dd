import { accountRuleMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { consumeAccountToken } from '../../services/accounts/account-tokens';
import { currentUserView } from '../../services/accounts/current-user';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';
import { DomainError } from '../../services/domain-error';

/** Exchanges a single-use login token from the address for a session (000 §4 step 1). */
export async function loginWithTokenHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies'>;
  input: { token: string };
}) {
  const userId = await consumeAccountToken(ctx.db, input.token, 'login');
  const view = userId ? await currentUserView(ctx.db, userId) : null;
  if (!userId || !view) throw DomainError.unauthorized(accountRuleMessages.tokenInvalid);
  await signIn(ctx, userId, false);
  return { user: view, vhListReady: await vhListReady(ctx.db, view.company.id) };
}
