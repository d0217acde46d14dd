import type { Context, SessionUser } from '../../trpc/context';
import { memberDetail } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const usersDetailViewHandler = ({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) =>
  memberDetail(ctx.db, ctx.user, input.userId);
