import type { Context, SessionUser } from '../../trpc/context';
import { avatarDetailView, exclusiveAvatarOrThrow } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** GET /queryExclusiveVirtualHuman/byBizId (001 §7): one of the caller's company's exclusive digital humans. */
export async function queryExclusiveVirtualHumanByBizIdHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string } }) {
  const row = await exclusiveAvatarOrThrow(ctx.db, ctx.user.companyId, input.bizId);
  return avatarDetailView(row, ctx.storage, ctx.request.origin);
}
