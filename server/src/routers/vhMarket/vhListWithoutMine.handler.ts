import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars, filterAvatars, visibleAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The market without the company's own, by industry and name. */
export async function vhListWithoutMineHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { industry?: string | undefined; name?: string | undefined };
}) {
  const mine = new Set((await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => r.personaBizId));
  return filterAvatars(await visibleAvatars(ctx.db, ctx.user.companyId), input)
    .filter((r) => !mine.has(r.personaBizId))
    .map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}
