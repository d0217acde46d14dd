import type { Context, SessionUser } from '../../trpc/context';
import { topMoment, momentView } from '../../services/content/moments';
import { mediaUrls as urls } from './media-urls';

/** moment/top/{id}: pins or unpins a moment. */
export async function momentTopHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { id: string | number; top?: boolean | undefined };
}) {
  return momentView(await topMoment(ctx.db, ctx.user.companyId, input), urls(ctx));
}
