import type { Context, SessionUser } from '../../trpc/context';
import { addLabel } from '../../services/content/moment-labels';

/** moment/label/add. */
export function labelAddHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { projectId: string | number; name: string };
}) {
  return addLabel(ctx.db, ctx.user.companyId, input);
}
