import { eq } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { mediaItems } from '../../db/schema/index';
import { companyMedia, deleteMedia, listMedia } from '../../services/media/library';
import { mediaView } from '../../services/media/media-view';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
type QueryInput = { mediaType: 'video' | 'document' | 'image' | 'audio'; pageIndex: number; pageSize: number; search?: string | undefined; supportedFileTypes?: string[] | undefined };

const list = (exclusive: boolean) => async ({ ctx, input }: { ctx: Ctx; input: QueryInput }) => {
  const { rows, total } = await listMedia(ctx.db, ctx.user.companyId, { ...input, exclusive });
  return { list: rows.map((r) => mediaView(r, ctx.storage, ctx.request.origin)), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
};

/** media/queryBatch: the company's library; exclusive/media/queryBatch: its enterprise-exclusive items. */
export const mediaQueryBatchHandler = list(false);
export const exclusiveMediaQueryBatchHandler = list(true);

/** /media/del and /del-video-media (form field id). */
export async function mediaDelHandler({ ctx, input }: { ctx: Ctx; input: { id?: string | number | undefined; mediaId?: string | number | undefined } }) {
  await deleteMedia(ctx, ctx.user.companyId, [input.mediaId ?? input.id!]);
  return { ok: true as const };
}

export async function deleteBatchHandler({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) {
  await deleteMedia(ctx, ctx.user.companyId, input.ids);
  return { ok: true as const };
}

export async function updateNameHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number; title: string } }) {
  const row = await companyMedia(ctx.db, ctx.user.companyId, input.id);
  const [updated] = await ctx.db.update(mediaItems).set({ title: input.title }).where(eq(mediaItems.id, row.id)).returning();
  return mediaView(updated!, ctx.storage, ctx.request.origin);
}
