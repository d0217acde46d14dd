import type { Context, SessionUser } from '../../trpc/context';
import { deleteMoment } from '../../services/content/moments';

/** moment/delete/{id}. */
export function momentDeleteHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { id: string | number };
}) {
  return deleteMoment(ctx.db, ctx.user.companyId, input.id);
}
