import type { Context, SessionUser } from '../../trpc/context';
import { orderLabels } from '../../services/content/moment-labels';

/** moment/label/order. */
export function labelOrderHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { projectId: string | number; ids: (string | number)[] };
}) {
  return orderLabels(ctx.db, ctx.user.companyId, input);
}
