import type { Context, SessionUser } from '../../trpc/context';
import { companyConversion } from '../../services/documents/conversions';

/** /video/atta/v2/get-result (and the silent-listed /video/atta/get-result). */
export async function attaGetResultHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { taskId: string | number };
}) {
  const row = await companyConversion(ctx.db, ctx.user.companyId, input.taskId);
  return {
    taskId: row.id,
    status: row.status,
    images: row.pageKeys.map((k) => ctx.storage.urlOf(k, ctx.request.origin)),
    videoUrl: row.videoKey ? ctx.storage.urlOf(row.videoKey, ctx.request.origin) : null,
    failReason: row.failReason,
  };
}
