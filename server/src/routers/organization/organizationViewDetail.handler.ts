import type { Context, SessionUser } from '../../trpc/context';
import { organizationDetail } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** One organisation with its members' count, managers and shares (also getById). */
export const organizationViewDetailHandler = ({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) =>
  organizationDetail(ctx.db, ctx.user, input.orgId);
