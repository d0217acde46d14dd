import type { Context, SessionUser } from '../../trpc/context';
import { listMedia, type MediaQuery } from '../../services/media/library';
import { mediaView } from '../../services/media/media-view';

/** media/queryBatch: the company's library. */
export async function mediaQueryBatchHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: Omit<MediaQuery, 'exclusive'>;
}) {
  const { rows, total } = await listMedia(ctx.db, ctx.user.companyId, { ...input, exclusive: false });
  return {
    list: rows.map((r) => mediaView(r, ctx.storage, ctx.request.origin)),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
