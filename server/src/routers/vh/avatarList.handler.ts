import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars, filterAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The avatar switching dialog (001 §2): the company's digital employees, by name and industry. */
export async function avatarListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { vhModelType: string; name: string; industry?: string | undefined };
}) {
  return filterAvatars(await companyAvatars(ctx.db, ctx.user.companyId), input).map((r) =>
    avatarView(r, ctx.storage, ctx.request.origin),
  );
}
