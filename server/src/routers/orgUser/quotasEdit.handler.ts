import type { Context, SessionUser } from '../../trpc/context';
import { setMemberShares } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const quotasEditHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string | number; quotas: { resourceCode: string; capacity: number }[] };
}) => ({
  list: await setMemberShares(ctx.db, ctx.user, input.userId, input.quotas),
});
