import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, visibleAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** POST /query-all-vh {pageIndex, pageSize} (002 §7; page size 1 to 10000). */
export async function queryAllVhHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const rows = await visibleAvatars(ctx.db, ctx.user.companyId);
  const page = rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize);
  return {
    list: page.map((r) => avatarView(r, ctx.storage, ctx.request.origin)),
    total: rows.length,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
