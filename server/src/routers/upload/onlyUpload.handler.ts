import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { safeFileName, type OssPathType } from '../../services/storage/keys';

type Ctx = Pick<Context, 'storage' | 'request'> & { user: SessionUser };

/** media/onlyUpload: stores the file and answers its url, without a library item. */
export async function onlyUploadHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { file: UploadedFile; ossPathType: OssPathType };
}) {
  const { key } = await ctx.storage.putUploaded(ctx.user.companyId, input.ossPathType, input.file);
  return { url: ctx.storage.urlOf(key, ctx.request.origin), key, fileName: safeFileName(input.file.fileName) };
}
