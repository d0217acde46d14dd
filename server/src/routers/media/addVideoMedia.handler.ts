import { uploadRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { mediaOfKey } from '../../services/media/library';
import { registerMediaOnce } from '../../services/media/register-media';
import { mediaView } from '../../services/media/media-view';
import { companyOfKey } from '../../services/storage/keys';
import { pathTypeOfKey } from '../../services/storage/storage';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };

/**
 * /add-video-media: puts a file uploaded through the storage host into the library (once). The file
 * is checked here again: in S3 mode the browser posted it to the bucket and the server never saw it.
 */
export async function addVideoMediaHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { url: string; title?: string | undefined; exclusive?: boolean | undefined };
}) {
  const key = ctx.storage.keyOfUrl(input.url, ctx.request.origin);
  if (!key || companyOfKey(key) !== ctx.user.companyId)
    throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  const size = await ctx.storage.store.size(key);
  if (size === null) throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  const existing = await mediaOfKey(ctx.db, ctx.user.companyId, key);
  if (existing && !existing.deletedAt) return mediaView(existing, ctx.storage, ctx.request.origin);
  const pathType = pathTypeOfKey(key);
  const { checked } = await ctx.storage.checkStored(key);
  const fileName = key.split('/').pop() ?? 'file';
  const row = await registerMediaOnce(ctx, {
    companyId: ctx.user.companyId,
    userId: ctx.user.id,
    key,
    checked,
    title: input.title || fileName.replace(/\.[^.]+$/, ''),
    kind: pathType,
    sizeBytes: size,
    exclusive: input.exclusive ?? false,
  });
  return mediaView(row, ctx.storage, ctx.request.origin);
}
