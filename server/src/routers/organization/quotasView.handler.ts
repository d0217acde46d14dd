import type { Context, SessionUser } from '../../trpc/context';
import { organizationShares } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /organization/quotas/view and /org/resource/get-org-limit: the shares and the most each may be. */
export const quotasViewHandler = async ({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) => ({
  list: await organizationShares(ctx.db, ctx.user, input.orgId),
});
