import type { Context, SessionUser } from '../../trpc/context';
import { visibleAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Which selected postures still exist (scene check 1 of 001 §5 uses this). */
export async function checkPostureHandler({ ctx, input }: { ctx: Ctx; input: { postureIdList: string[] } }) {
  const known = new Set(
    (await visibleAvatars(ctx.db, ctx.user.companyId)).flatMap((a) => a.postures.map((p) => p.postureId)),
  );
  return {
    valid: input.postureIdList.filter((id) => known.has(id)),
    invalid: input.postureIdList.filter((id) => !known.has(id)),
  };
}
