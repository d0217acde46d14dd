import { and, eq, isNull, or } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { normaliseEmail, parsePhone } from '../../services/accounts/addresses';
import { LOGIN_FAILED_CODE } from '../../services/accounts/codes';
import { currentUserView } from '../../services/accounts/current-user';
import { MESSAGING_APP_SOURCE, profileFromAuthCode } from '../../services/accounts/messaging-app';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db' | 'cookies' | 'config'>;

/**
 * Exchanges the messaging app's authCode for a session (/user/loginByAuth and the /code page's exchange).
 * Accounts are provisioned by administrators: the app's user is matched by mobile or e-mail and is
 * marked with the app as its authSource, which makes company expiry apply (000 §4).
 */
export async function loginByAuthHandler({ ctx, input }: { ctx: Ctx; input: { authCode: string } }) {
  const app = ctx.config.messagingApp;
  if (!app) throw DomainError.business(503, accountRuleMessages.authSourceUnavailable);
  const profile = await profileFromAuthCode(app, input.authCode);
  const phone = profile.mobile ? parsePhone(profile.mobile) : null;
  const matches = [
    ...(phone ? [and(eq(users.phoneCountryCode, phone.countryCode), eq(users.phoneNumber, phone.number))] : []),
    ...(profile.email ? [eq(users.email, normaliseEmail(profile.email))] : []),
  ];
  const [user] = matches.length ? await ctx.db.select().from(users).where(and(or(...matches), isNull(users.deletedAt))).limit(1) : [];
  if (!user) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
  if (user.locked) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.accountLocked);
  if (user.authSource !== MESSAGING_APP_SOURCE) await ctx.db.update(users).set({ authSource: MESSAGING_APP_SOURCE }).where(eq(users.id, user.id));
  await signIn(ctx, user.id, false);
  const view = await currentUserView(ctx.db, user.id);
  return { user: view!, vhListReady: await vhListReady(ctx.db, user.companyId) };
}
