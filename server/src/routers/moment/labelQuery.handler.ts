import type { Context, SessionUser } from '../../trpc/context';
import { companyCardLabels } from '../../services/content/moment-labels';

/** moment/label/query/{id}: the labels of the card {id}. */
export function labelQueryHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { id: string | number };
}) {
  return companyCardLabels(ctx.db, ctx.user.companyId, input.id);
}
