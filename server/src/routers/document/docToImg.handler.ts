import type { Context, SessionUser } from '../../trpc/context';
import { DOC_STATUS } from '../../services/documents/convert';
import { startConversion, type ConversionSource } from '../../services/documents/conversions';

/** /video/atta/v2/doc-to-img: a conversion job; poll get-result. */
export async function docToImgHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };
  input: ConversionSource;
}) {
  const row = await startConversion(ctx, ctx.user.companyId, ctx.request.origin, input, 'images');
  return { taskId: row.id, status: DOC_STATUS.running, images: [], videoUrl: null, failReason: null };
}
