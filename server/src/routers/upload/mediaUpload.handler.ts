import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { registerMedia, uploadTitleOf } from '../../services/media/register-media';
import { mediaView } from '../../services/media/media-view';
import type { OssPathType } from '../../services/storage/keys';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };

/** media/upload: multipart through the server into the library (probed in a job). */
export async function mediaUploadHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { file: UploadedFile; title?: string | undefined; ossPathType: OssPathType };
}) {
  const { key, checked } = await ctx.storage.putUploaded(ctx.user.companyId, input.ossPathType, input.file);
  const row = await registerMedia(ctx, {
    companyId: ctx.user.companyId,
    userId: ctx.user.id,
    key,
    checked,
    title: uploadTitleOf(input.file, input.title),
    kind: input.ossPathType,
    sizeBytes: input.file.size,
  });
  return mediaView(row, ctx.storage, ctx.request.origin);
}
