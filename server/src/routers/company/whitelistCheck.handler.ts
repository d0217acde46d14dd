import type { Context } from '../../trpc/context';
import { whitelistForDomain } from '../../services/branding/branding';

/** /whitelist/check: whether the given domain, or the requesting host, may serve the portal. */
export const whitelistCheckHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request' | 'config'>;
  input: { domain?: string | undefined };
}) => whitelistForDomain(ctx.db, input.domain || ctx.request.host, ctx.config.publicUrl);
