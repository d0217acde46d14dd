import type { Context, SessionUser } from '../../trpc/context';
import { exclusiveAvatarOrThrow } from '../../services/avatars/avatar-access';
import { avatarDetailV2View } from '../../services/avatars/avatar-detail';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The v2 form (001 §7, shape not shown): the v1 detail plus the avatar's default voice. */
export async function queryExclusiveVirtualHumanV2ByBizIdHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { bizId: string };
}) {
  const row = await exclusiveAvatarOrThrow(ctx.db, ctx.user.companyId, input.bizId);
  return avatarDetailV2View(ctx.db, ctx.user.companyId, row, ctx.storage, ctx.request.origin);
}
