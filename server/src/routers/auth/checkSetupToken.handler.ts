import type { Context } from '../../trpc/context';
import { setupTokenValid, throttleSetup } from '../../services/accounts/first-setup';

/** Lets the page show a dead link's error before anyone fills the form. */
export async function checkSetupTokenHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request'>;
  input: { token: string };
}) {
  await throttleSetup(ctx.db, ctx.request.ip);
  return { valid: await setupTokenValid(ctx.db, input.token) };
}
