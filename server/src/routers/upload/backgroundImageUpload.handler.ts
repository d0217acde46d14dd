import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { registerMedia, uploadTitleOf } from '../../services/media/register-media';
import { mediaView } from '../../services/media/media-view';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };

/** The background-image upload of 002 §7 (multipart title, mediaTypeEnum BACKGROUND_IMAGE, file). */
export async function backgroundImageUploadHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { file: UploadedFile; title?: string | undefined };
}) {
  const { key, checked } = await ctx.storage.putUploaded(ctx.user.companyId, 'BACKGROUND_IMAGE', input.file);
  const row = await registerMedia(ctx, {
    companyId: ctx.user.companyId,
    userId: ctx.user.id,
    key,
    checked,
    title: uploadTitleOf(input.file, input.title),
    kind: 'BACKGROUND_IMAGE',
    sizeBytes: input.file.size,
  });
  return mediaView(row, ctx.storage, ctx.request.origin);
}
