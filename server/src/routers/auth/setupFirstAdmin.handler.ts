import type { Context } from '../../trpc/context';
import { currentUserView } from '../../services/accounts/current-user';
import { setupFirstAdmin, throttleSetup } from '../../services/accounts/first-setup';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';
import { oneCompanyPlan } from '../../services/company/one-company';

interface SetupInput {
  token: string;
  mode: 'oneCompany';
  companyName: string;
  email: string;
  displayName: string;
  password: string;
}

/** `/setup`: creates the install's company and its super administrator, then signs in as a login does. */
export async function setupFirstAdminHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies' | 'request' | 'config'>;
  input: SetupInput;
}) {
  await throttleSetup(ctx.db, ctx.request.ip);
  const { token, mode: _oneCompany, ...request } = input;
  // The only mode so far (decision 0025): the company holds every line with the install's quota.
  const admin = await setupFirstAdmin(ctx.db, token, { ...request, oneCompany: oneCompanyPlan(ctx.config.oneCompany) });
  await signIn(ctx, admin.userId, false);
  const view = await currentUserView(ctx.db, admin.userId);
  return { user: view!, vhListReady: await vhListReady(ctx.db, admin.companyId) };
}
