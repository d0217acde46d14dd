import type { Context } from '../../trpc/context';
import { currentUserView } from '../../services/accounts/current-user';
import { setupFirstAdmin, throttleSetup } from '../../services/accounts/first-setup';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';

interface SetupInput {
  token: string;
  companyName: string;
  email: string;
  displayName: string;
  password: string;
}

/** `/setup`: creates the first company and super administrator, then signs in as a login does. */
export async function setupFirstAdminHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies' | 'request'>;
  input: SetupInput;
}) {
  await throttleSetup(ctx.db, ctx.request.ip);
  const { token, ...request } = input;
  const admin = await setupFirstAdmin(ctx.db, token, request);
  await signIn(ctx, admin.userId, false);
  const view = await currentUserView(ctx.db, admin.userId);
  return { user: view!, vhListReady: await vhListReady(ctx.db, admin.companyId) };
}
