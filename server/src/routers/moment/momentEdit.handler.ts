import type { Context, SessionUser } from '../../trpc/context';
import { editMoment, momentView, type MomentBody } from '../../services/content/moments';
import { mediaUrls as urls } from './media-urls';

/** moment/edit/{id}: the same checks as publishing. */
export async function momentEditHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: MomentBody & { id: string | number };
}) {
  return momentView(await editMoment(ctx.db, ctx.user.companyId, input), urls(ctx));
}
