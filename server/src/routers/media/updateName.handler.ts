import type { Context, SessionUser } from '../../trpc/context';
import { renameMedia } from '../../services/media/library';
import { mediaView } from '../../services/media/media-view';

export const updateNameHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { id: string | number; title: string };
}) => mediaView(await renameMedia(ctx.db, ctx.user.companyId, input.id, input.title), ctx.storage, ctx.request.origin);
