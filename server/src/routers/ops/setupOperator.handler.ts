import type { Context } from '../../trpc/context';
import { setupOperator, throttleSetup } from '../../services/accounts/first-setup';
import { signInOperator } from '../../services/operators/operator-sessions';

/** `/setup` in platform mode: the one-time link creates the operator, who is then signed in to the console. */
export async function setupOperatorHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies' | 'request'>;
  input: { token: string; email: string; displayName: string; password: string };
}) {
  await throttleSetup(ctx.db, ctx.request.ip);
  const { token, ...request } = input;
  const operator = await setupOperator(ctx.db, token, request);
  await signInOperator(ctx, operator.id);
  return { operator };
}
