import type { UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { safeFileName } from '../../services/storage/keys';

type Input = {
  key?: string | undefined;
  policy?: string | undefined;
  OSSAccessKeyId?: string | undefined;
  signature?: string | undefined;
  name?: string | undefined;
  file: UploadedFile;
};

/**
 * The storage host (POST to the policy's host): verifies the policy and signature, checks the file
 * and moves it into place. A refused post writes nothing; the temp file is removed by the adapter.
 */
export async function ossHostFilePostHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'storage' | 'request'>;
  input: Input;
}) {
  const { key } = await ctx.storage.acceptPost(input, input.file);
  return {
    url: ctx.storage.urlOf(key, ctx.request.origin),
    key,
    fileName: safeFileName(input.name ?? input.file.fileName),
  };
}
