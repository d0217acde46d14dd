import type { Context } from '../../trpc/context';
import { oemInfoForDomain } from '../../services/branding/branding';

/** company/oem/getInfo: the white-label info of the given domain, or of the requesting host (000 §1, §3). */
export const getInfoHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request' | 'config'>;
  input: { domain?: string | undefined };
}) => oemInfoForDomain(ctx.db, input.domain || ctx.request.host, ctx.config.publicUrl);
