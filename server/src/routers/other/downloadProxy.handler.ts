import { uploadRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyOfKey, safeFileName } from '../../services/storage/keys';

/**
 * The download proxy (002 §2: url and downloadName): only for files of our own storage and of the
 * user's company — never an open proxy to other hosts. The legacy adapter answers with the file.
 */
export async function downloadProxyHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'storage' | 'request'> & { user: SessionUser };
  input: { url: string; downloadName?: string | undefined };
}) {
  const key = ctx.storage.keyOfUrl(input.url, ctx.request.origin);
  if (!key) throw DomainError.refused(403, uploadRuleMessages.notOurFile);
  if (companyOfKey(key) !== ctx.user.companyId || (await ctx.storage.store.size(key)) === null)
    throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  return { $file: { key, downloadName: safeFileName(input.downloadName || key.split('/').pop() || 'download') } };
}
