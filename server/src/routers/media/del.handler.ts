import type { Context, SessionUser } from '../../trpc/context';
import { deleteMedia } from '../../services/media/library';

/** /media/del and /del-video-media (form field id). */
export async function delHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { user: SessionUser };
  input: { id?: string | number | undefined; mediaId?: string | number | undefined };
}) {
  await deleteMedia(ctx, ctx.user.companyId, [input.mediaId ?? input.id!]);
  return { ok: true as const };
}
