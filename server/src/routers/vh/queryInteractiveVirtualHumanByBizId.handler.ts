import type { Context, SessionUser } from '../../trpc/context';
import { avatarDetailView, usableAvatarOrThrow } from '../../services/avatars/avatar-access';
import { CATALOGUE_VH_TYPE } from '../../services/avatars/avatar-detail';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/**
 * GET /talk/project/queryInteractiveVirtualHuman/byBizId (002 §7, query not shown): a digital human
 * for an interactive project. The catalogue's avatars serve studio and interactive projects alike, so
 * any of the company's digital employees qualifies; one it does not hold is refused (002 §5 check 2).
 */
export async function queryInteractiveVirtualHumanByBizIdHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { bizId: string };
}) {
  const row = await usableAvatarOrThrow(ctx.db, ctx.user.companyId, input.bizId);
  return { ...avatarDetailView(row, ctx.storage, ctx.request.origin), vhType: CATALOGUE_VH_TYPE };
}
