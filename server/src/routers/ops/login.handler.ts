import type { Context } from '../../trpc/context';
import { authenticateOperator } from '../../services/operators/operator-accounts';
import { signInOperator } from '../../services/operators/operator-sessions';

/** ops/login: the operator's e-mail and password under the login limits, then the console cookie. */
export async function loginHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies' | 'request'>;
  input: { email: string; password: string };
}) {
  const operator = await authenticateOperator(ctx.db, input.email, input.password, ctx.request.ip);
  await signInOperator(ctx, operator.id);
  return { operator };
}
