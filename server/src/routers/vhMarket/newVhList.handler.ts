import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, visibleAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The header popover's newest digital humans (000 §9: pageIndex 1, pageSize 3). */
export async function newVhListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const rows = (await visibleAvatars(ctx.db, ctx.user.companyId)).sort(
    (a, b) => b.releasedAt.getTime() - a.releasedAt.getTime(),
  );
  return rows
    .slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize)
    .map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}
