import type { Context, SessionUser } from '../../trpc/context';
import { memberShares } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /organization/users/quotas/view and /org/resource/get-user-limit: the member's shares and limits. */
export const quotasViewHandler = async ({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) => ({
  list: await memberShares(ctx.db, ctx.user, input.userId),
});
