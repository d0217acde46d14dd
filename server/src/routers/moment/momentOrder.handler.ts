import type { Context, SessionUser } from '../../trpc/context';
import { orderMoments } from '../../services/content/moments';

/** card/moment/order: the manager's order (orderType CUSTOM 1). */
export function momentOrderHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { projectId: string | number; ids: (string | number)[] };
}) {
  return orderMoments(ctx.db, ctx.user.companyId, input);
}
