import type { Context, SessionUser } from '../../trpc/context';
import { usableAvatarOrThrow } from '../../services/avatars/avatar-access';
import { avatarDetailV2View, CATALOGUE_VH_TYPE } from '../../services/avatars/avatar-detail';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The v2 form (002 §7, by analogy with the exclusive v2): the interactive detail plus the default voice. */
export async function queryInteractiveVirtualHumanV2ByBizIdHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { bizId: string };
}) {
  const row = await usableAvatarOrThrow(ctx.db, ctx.user.companyId, input.bizId);
  return {
    ...(await avatarDetailV2View(ctx.db, ctx.user.companyId, row, ctx.storage, ctx.request.origin)),
    vhType: CATALOGUE_VH_TYPE,
  };
}
