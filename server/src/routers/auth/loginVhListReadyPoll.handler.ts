import type { Context, SessionUser } from '../../trpc/context';
import { vhListReady } from '../../services/company/init-progress';

/** Polled after login until the company's virtual-human list is ready (000 §4). */
export const loginVhListReadyPollHandler = async ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) => ({
  vhListReady: await vhListReady(ctx.db, ctx.user.companyId),
});
