import type { Context, SessionUser } from '../../trpc/context';
import { deleteMember } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const usersDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) =>
  deleteMember(ctx.db, ctx.user, input.userId);
