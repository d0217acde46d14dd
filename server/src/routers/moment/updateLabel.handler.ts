import type { Context, SessionUser } from '../../trpc/context';
import { setMomentLabels, momentView } from '../../services/content/moments';
import { mediaUrls as urls } from './media-urls';

/** card/moment/update-label: the labels of one moment. */
export async function updateLabelHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { id: string | number; labelIds: (string | number)[] };
}) {
  return momentView(await setMomentLabels(ctx.db, ctx.user.companyId, input), urls(ctx));
}
