import type { Context, SessionUser } from '../../trpc/context';
import { initProgress } from '../../services/company/init-progress';

export const initProgressHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  initProgress(ctx.db, ctx.user.companyId);
