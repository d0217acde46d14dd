import type { z } from 'zod';
import type { brandingCalls } from '@portal/contracts/calls/branding/index';
import type { Context } from '../../trpc/context';
import { brandingForDomain } from '../../services/branding/branding';

type Input = z.output<typeof brandingCalls.brandingConfigByDomain.input>;

/** Branding of the given domain, or of the requesting host when none is given (000 §3). */
export const brandingConfigByDomainHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request'>;
  input: Input;
}) => (await brandingForDomain(ctx.db, input.domain || ctx.request.host)).config;
