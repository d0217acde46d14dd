import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { registerMedia } from '../../services/media/register-media';
import { mediaView } from '../../services/media/media-view';
import { safeFileName, type OssPathType } from '../../services/storage/keys';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };
const titleOf = (file: UploadedFile, title?: string) => title || safeFileName(file.fileName).replace(/\.[^.]+$/, '');

/** media/upload: multipart through the server into the library (probed in a job). */
export async function mediaUploadHandler({ ctx, input }: { ctx: Ctx; input: { file: UploadedFile; title?: string | undefined; ossPathType: OssPathType } }) {
  const { key, checked } = await ctx.storage.putUploaded(ctx.user.companyId, input.ossPathType, input.file);
  const row = await registerMedia(ctx, { companyId: ctx.user.companyId, userId: ctx.user.id, key, checked, title: titleOf(input.file, input.title), kind: input.ossPathType, sizeBytes: input.file.size });
  return mediaView(row, ctx.storage, ctx.request.origin);
}

/** media/onlyUpload: stores the file and answers its url, without a library item. */
export async function mediaOnlyUploadHandler({ ctx, input }: { ctx: Ctx; input: { file: UploadedFile; ossPathType: OssPathType } }) {
  const { key } = await ctx.storage.putUploaded(ctx.user.companyId, input.ossPathType, input.file);
  return { url: ctx.storage.urlOf(key, ctx.request.origin), key, fileName: safeFileName(input.file.fileName) };
}

/** The background-image upload of 002 §7 (multipart title, mediaTypeEnum BACKGROUND_IMAGE, file). */
export async function backgroundImageUploadHandler({ ctx, input }: { ctx: Ctx; input: { file: UploadedFile; title?: string | undefined } }) {
  const { key, checked } = await ctx.storage.putUploaded(ctx.user.companyId, 'BACKGROUND_IMAGE', input.file);
  const row = await registerMedia(ctx, { companyId: ctx.user.companyId, userId: ctx.user.id, key, checked, title: titleOf(input.file, input.title), kind: 'BACKGROUND_IMAGE', sizeBytes: input.file.size });
  return mediaView(row, ctx.storage, ctx.request.origin);
}
