import type { Context, SessionUser } from '../../trpc/context';
import { removeLabel } from '../../services/content/moment-labels';

/** moment/label/remove/{id}: the label leaves its moments, which stay. */
export function labelRemoveHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { id: string | number };
}) {
  return removeLabel(ctx.db, ctx.user.companyId, input.id);
}
