import type { Context, SessionUser } from '../../trpc/context';
import { deleteMedia } from '../../services/media/library';

export async function deleteBatchHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { user: SessionUser };
  input: { ids: (string | number)[] };
}) {
  await deleteMedia(ctx, ctx.user.companyId, input.ids);
  return { ok: true as const };
}
