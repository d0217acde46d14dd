import type { Context, SessionUser } from '../../trpc/context';
import { remainingVideoCredits, renderCredits } from '../../services/render/credits';

/** POST /quota/checkVideoCreationQuota2 {duration}: whether the quota covers a render of that length. */
export async function checkVideoCreationQuota2Handler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { duration: number; resolution: 'R_1080P' | 'R_4K' };
}) {
  const required = renderCredits(input.resolution, input.duration);
  const remaining = await remainingVideoCredits(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
  return { enough: remaining >= required, required, remaining };
}
