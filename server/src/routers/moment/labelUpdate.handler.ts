import type { Context, SessionUser } from '../../trpc/context';
import { renameLabel } from '../../services/content/moment-labels';

/** moment/label/update: renames a label. */
export function labelUpdateHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { id: string | number; name: string };
}) {
  return renameLabel(ctx.db, ctx.user.companyId, input);
}
