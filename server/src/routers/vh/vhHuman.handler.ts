import type { Context, SessionUser } from '../../trpc/context';
import { usableAvatarOrThrow } from '../../services/avatars/avatar-access';
import { avatarDetailV2View, CATALOGUE_VH_TYPE } from '../../services/avatars/avatar-detail';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/**
 * GET /talk/vh/human?humanBizId (002 §7, answer not shown): the talk template's human (its update
 * payload carries humanBizId) is a persona, so this is the interactive v2 detail under that name.
 */
export async function vhHumanHandler({ ctx, input }: { ctx: Ctx; input: { humanBizId: string } }) {
  const row = await usableAvatarOrThrow(ctx.db, ctx.user.companyId, input.humanBizId);
  return {
    ...(await avatarDetailV2View(ctx.db, ctx.user.companyId, row, ctx.storage, ctx.request.origin)),
    vhType: CATALOGUE_VH_TYPE,
  };
}
