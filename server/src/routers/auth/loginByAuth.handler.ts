import { accountRuleMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { LOGIN_FAILED_CODE } from '../../services/accounts/codes';
import { currentUserView } from '../../services/accounts/current-user';
import { profileFromAuthCode } from '../../services/accounts/messaging-app';
import { accountOfAppUser, markAppAccount } from '../../services/accounts/messaging-app-binding';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db' | 'cookies' | 'config'>;

/**
 * Exchanges the messaging app's authCode for a session (/user/loginByAuth and the /code page's exchange).
 * Accounts are provisioned by administrators; the app's user id is bound to one account of the
 * configured company (messaging-app-binding.ts), which is marked with the app as its authSource,
 * so company expiry applies (000 §4).
 */
export async function loginByAuthHandler({ ctx, input }: { ctx: Ctx; input: { authCode: string } }) {
  const app = ctx.config.messagingApp;
  if (!app) throw DomainError.business(503, accountRuleMessages.authSourceUnavailable);
  const profile = await profileFromAuthCode(app, input.authCode);
  const user = await accountOfAppUser(ctx.db, app, profile);
  if (user.locked) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.accountLocked);
  await markAppAccount(ctx.db, user);
  await signIn(ctx, user.id, false);
  const view = await currentUserView(ctx.db, user.id);
  return { user: view!, vhListReady: await vhListReady(ctx.db, user.companyId) };
}
