import type { Context, SessionUser } from '../../trpc/context';
import { listMembers, memberItem } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** POST /organization/users/view: users of the manager's organisations, optionally of one, paged. */
export async function usersViewHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orgId?: string | number | undefined; pageIndex: number; pageSize: number; keyword?: string | undefined };
}) {
  const { rows, total } = await listMembers(ctx.db, ctx.user, input);
  return { list: rows.map(memberItem), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
