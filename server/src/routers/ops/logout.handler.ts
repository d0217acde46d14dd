import type { Context } from '../../trpc/context';
import { OPS_SESSION_COOKIE, signOutOperator } from '../../services/operators/operator-sessions';

/** ops/logout: the console session ends here and its cookie goes. */
export async function logoutHandler({ ctx }: { ctx: Pick<Context, 'db' | 'cookies' | 'request'> }) {
  await signOutOperator(ctx, ctx.request.cookies[OPS_SESSION_COOKIE]);
  return { ok: true as const };
}
