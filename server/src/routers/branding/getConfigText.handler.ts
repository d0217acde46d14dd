import type { Context } from '../../trpc/context';
import { customizeTextForDomain } from '../../services/branding/branding';

/** Config text of the host the page was loaded from (000 §3 customizeText). */
export const getConfigTextHandler = async ({ ctx }: { ctx: Pick<Context, 'db' | 'request'> }) => ({
  customizeText: await customizeTextForDomain(ctx.db, ctx.request.host),
});
