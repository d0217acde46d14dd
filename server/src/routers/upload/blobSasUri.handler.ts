import { uploadRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyOfKey } from '../../services/storage/keys';

type Ctx = Pick<Context, 'storage' | 'request'> & { user: SessionUser };

/** Signed read URLs live 15 minutes (the spec gives no figure). */
const SAS_TTL_MS = 15 * 60_000;

/** GET /security/blobSasUri: a short-lived signed read URL of one of the company's files. */
export async function blobSasUriHandler({ ctx, input }: { ctx: Ctx; input: { url: string } }) {
  const key = ctx.storage.keyOfUrl(input.url, ctx.request.origin);
  if (!key || companyOfKey(key) !== ctx.user.companyId || (await ctx.storage.store.size(key)) === null) {
    throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  }
  return {
    url: await ctx.storage.signedUrlOf(key, ctx.request.origin, SAS_TTL_MS),
    expiresAt: new Date(Date.now() + SAS_TTL_MS),
  };
}
