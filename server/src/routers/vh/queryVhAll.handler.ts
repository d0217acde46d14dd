import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, filterAvatars, visibleAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Every digital human the company can see (market and its own), by industry and name. */
export async function queryVhAllHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { industry?: string | undefined; name?: string | undefined };
}) {
  return filterAvatars(await visibleAvatars(ctx.db, ctx.user.companyId), input).map((r) =>
    avatarView(r, ctx.storage, ctx.request.origin),
  );
}
