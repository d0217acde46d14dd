import type { Context, SessionUser } from '../../trpc/context';
import { quotaView } from '../../services/accounts/current-user';

/** GET /quota/info/ and the shell's "get quota" (000 §4): the company's quota items. */
export const quotaInfoHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  quotaView(ctx.db, ctx.user.companyId);
